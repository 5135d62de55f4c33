import { act, cleanup, render, screen } from '@testing-library/react';
import { memo, type ReactNode } from 'react';
import { FormProvider, type UseFormReturn, useForm, useFormContext } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../i18n';
import { errorAt } from './error-summary';
import { FormScope, useFormScope, useScopeError } from './form-scope';

type Values = { name: string; address: { pincode: string } };
const EMPTY: Values = { name: '', address: { pincode: '' } };

// the sections' errors are put in words from the messages' catalog, loaded before the first render
beforeAll(async () => {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['msg']);
});
afterEach(cleanup);

const scope = {
  useSection: () => ({ form: useFormScope<Values>(), err: useScopeError<Values>() }),
  Provider: FormScope,
};
const provider = {
  useSection: () => {
    const form = useFormContext<Values>();
    return { form, err: (path: string) => errorAt(form.formState.errors, path) };
  },
  Provider: ({ form, children }: { form: UseFormReturn<Values>; children: ReactNode }) => (
    <FormProvider {...form}>{children}</FormProvider>
  ),
};

/** A form whose one section counts its renders; `form()` is the form, for the test to act on. */
function renderForm({ useSection, Provider }: typeof scope | typeof provider) {
  const renders = { count: 0 };
  let held: UseFormReturn<Values> | undefined;
  const Section = memo(function Section() {
    renders.count += 1;
    const { form, err } = useSection();
    return (
      <>
        <input aria-label="Pincode" {...form.register('address.pincode')} />
        <p role="alert">{err('address.pincode') ?? ''}</p>
      </>
    );
  });
  function Page() {
    const form = useForm<Values>({ defaultValues: EMPTY });
    held = form;
    return (
      <Provider form={form}>
        <Section />
      </Provider>
    );
  }
  render(<Page />);
  const form = () => {
    if (!held) throw new Error('the form did not render');
    return held;
  };
  return { renders, form };
}

describe('FormScope', () => {
  it("renders a memo'd section once on mount: react-hook-form's own update after mount stops at the section", () => {
    expect(renderForm(scope).renders.count).toBe(1);
  });

  it('(with FormProvider the same section renders twice: what the scope is for)', () => {
    expect(renderForm(provider).renders.count).toBe(2);
  });

  it("shows an error set on the form in the section, at a nested field's path, and clears it", () => {
    const { form } = renderForm(scope);
    act(() => form().setError('address.pincode', { message: 'Pincode should be 6 digits' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Pincode should be 6 digits');
    act(() => form().clearErrors('address.pincode'));
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });

  it("puts a message key in the messages' words", () => {
    const { form } = renderForm(scope);
    act(() => form().setError('address.pincode', { message: 'accounts.verifyMobile' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please verify your mobile number.');
  });

  it('refuses a section outside a scope', () => {
    function Stray() {
      useFormScope();
      return null;
    }
    expect(() => render(<Stray />)).toThrow('useFormScope: not inside a FormScope');
  });
});
