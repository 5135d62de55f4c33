import { act, cleanup, render, screen, within } from '@testing-library/react';
import { Profiler, Suspense, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../i18n';
import { ErrorSummary, type SummaryError, summaryOf } from './error-summary';
import { Field } from './field';
import { RadioGroup } from './radio-group';

beforeAll(async () => {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['ui', 'form', 'msg']);
});
afterEach(cleanup);

/** Two address blocks with the same fields, a radio question and a declaration, as profile steps hold them. */
function Page({ errors }: { errors: SummaryError[] }) {
  const [gender, setGender] = useState('');
  return (
    <>
      <ErrorSummary errors={errors} />
      <RadioGroup
        id="gender"
        name="gender"
        legend="Gender"
        required
        options={[
          { value: 'F', label: 'Female' },
          { value: 'M', label: 'Male' },
        ]}
        value={gender}
        onChange={setGender}
      />
      <fieldset>
        <legend>Permanent Address</legend>
        <Field id="perm-pin" label="Pincode" required />
      </fieldset>
      <fieldset>
        <legend>Correspondence Address</legend>
        <Field id="corr-pin" label="Pincode" required />
      </fieldset>
      <Field id="mobile" label="Mobile Number" required />
      <Field id="salary" label="Salary per Month" required />
      <Field id="name" label="Your name" required />
      <label>
        <input id="declaration" type="checkbox" /> I declare that the information is true
      </label>
    </>
  );
}

const links = () =>
  within(screen.getByRole('region', { name: 'There is a problem' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('ErrorSummary names the field of every error (issue 23 item 5)', () => {
  it('puts the label, the legend of a radio question, and the group of fields that share a label before the message', async () => {
    render(
      <Suspense fallback={null}>
        <Page
          errors={[
            { id: 'gender', message: 'Please select an option' },
            { id: 'perm-pin', message: 'Required' },
            { id: 'corr-pin', message: 'Required' },
            { id: 'mobile', message: 'Mobile Number is required' },
            { id: 'salary', message: 'Salary must be a number' },
            { id: 'name', message: 'Name is required' },
            { id: 'declaration', message: 'Required' },
            { id: 'gone', message: 'Something else' },
          ]}
        />
      </Suspense>,
    );
    await screen.findByRole('region', { name: 'There is a problem' });
    expect(links()).toEqual([
      'Gender: Please select an option',
      'Permanent Address – Pincode: Required',
      'Correspondence Address – Pincode: Required',
      // a message that names its field already is left as it is
      'Mobile Number is required',
      'Salary must be a number',
      'Name is required',
      'I declare that the information is true: Required',
      // a field that is not on the page: the message alone
      'Something else',
    ]);
  });

  it('shows the form’s own error first, as words without a link, and the fields’ errors after it', async () => {
    const formErrors = {
      root: { type: 'network', message: 'common.network' },
      mobile: { type: 'too_small', message: 'x.short' },
    } as FieldErrors;
    const errors = summaryOf(formErrors, { mobile: 'mobile', salary: 'salary' }, (key) =>
      key === 'common.network' ? 'Could not reach the portal.' : key && 'Enter 10 digits',
    );
    expect(errors).toEqual([{ message: 'Could not reach the portal.' }, { id: 'mobile', message: 'Enter 10 digits' }]);
    render(<Page errors={errors} />);
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Could not reach the portal.', 'Mobile Number: Enter 10 digits']);
    expect(links()).toEqual(['Mobile Number: Enter 10 digits']);
  });

  it("reads a nested field's error by its dotted path, in the order of the ids", () => {
    const formErrors = {
      institute: { address: { pincode: { type: 'too_small', message: 'Pincode should be 6 digits' } } },
      place: { type: 'too_small', message: 'Place is required' },
    } as FieldErrors;
    const ids = { 'institute.address.pincode': 'cmp-pin', 'institute.address.city': 'cmp-city', place: 'cmp-place' };
    expect(summaryOf(formErrors, ids, (key) => key)).toEqual([
      { id: 'cmp-pin', message: 'Pincode should be 6 digits' },
      { id: 'cmp-place', message: 'Place is required' },
    ]);
  });

  it('follows new errors', async () => {
    const { rerender } = render(<Page errors={[{ id: 'perm-pin', message: 'Required' }]} />);
    await screen.findByRole('region', { name: 'There is a problem' });
    // one pincode in error: its label is enough
    expect(links()).toEqual(['Pincode: Required']);
    rerender(<Page errors={[{ id: 'mobile', message: 'Enter 10 digits' }]} />);
    expect(links()).toEqual(['Mobile Number: Enter 10 digits']);
  });

  it('without errors, a form is committed once: no second, synchronous render after it mounts', async () => {
    let commits = 0;
    render(
      <Profiler id="form" onRender={() => (commits += 1)}>
        <ErrorSummary errors={[]} />
      </Profiler>,
    );
    await act(async () => undefined);
    // a summary that set its (empty) names again after mounting rendered the page a second time
    expect(commits).toBe(1);
  });
});
