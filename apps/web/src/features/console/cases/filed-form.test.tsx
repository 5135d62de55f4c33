import { INSTITUTE_TYPES } from '@portal/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { FiledForm } from '../../../ui/domain/filed-form';
import '../../../ui/domain/case-status';
import './catalogs';

/**
 * "What the filer wrote" (the console's case page, the filer's status check): the stored form (keys in jsonb's order, not the form's) shown
 * under the labels of the citizen's form, in the form's order and sections, places by the names the
 * endpoint gives, choices in words, anything else under its path, all as plain text.
 */
beforeAll(async () => {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['case-status', 'console-cases', 'complaint', 'grievance', 'form', 'msg']);
});
afterEach(cleanup);
afterAll(() => i18n.changeLanguage('en'));

const nagpur = { nameEn: 'Nagpur', nameMr: 'नागपूर' };
const fields = [
  { key: 'place', value: 'Pune' },
  { key: 'institute.district', value: '484', place: nagpur },
  { key: 'institute.city', value: '-2' },
  { key: 'institute.otherCity', value: 'Sitabuldi' },
  { key: 'institute.instituteType', value: 'college' },
  { key: 'institute.instituteName', value: '<b>Quick</b> Diploma Centre' },
  { key: 'complainant.firstName', value: 'ASHA' },
  { key: 'isRegistered', value: 'no' },
  { key: 'surprise', value: 'kept' },
  { key: 'constructor', value: 'name' },
];

const show = () =>
  render(
    <Suspense fallback={null}>
      <FiledForm kind="complaint" fields={fields} />
    </Suspense>,
  );
/** Each term and its definition, in the order shown. */
const pairs = (container: HTMLElement) =>
  [...container.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);

describe('the filed form on the case page', () => {
  it("labels each field as the citizen's form did, in the form's order, with places and choices in words", async () => {
    const { container } = show();
    expect((await screen.findAllByRole('heading', { level: 3 })).map((h) => h.textContent)).toEqual([
      '1. Particulars of the complainant',
      '2. Institute complained against',
      '6. Declaration',
    ]);
    expect(pairs(container)).toEqual([
      ['Are you a registered user of the portal?', 'No'],
      ['First Name', 'ASHA'],
      ['Institute Name', '<b>Quick</b> Diploma Centre'],
      ['Institute Type', 'College'],
      ['District', 'Nagpur'],
      ['City / Village', 'Other'],
      ['Other city / village', 'Sitabuldi'],
      ['Place', 'Pune'],
      ['surprise', 'kept'],
      ['constructor', 'name'],
    ]);
    // the filer's text is text, not markup
    expect(container.querySelector('b')).toBeNull();
    expect(within(container).getByText('surprise').tagName).toBe('CODE');
  });

  it('speaks Marathi with the console', async () => {
    await i18n.changeLanguage('mr');
    const { container } = show();
    await screen.findAllByRole('heading', { level: 3 });
    expect(pairs(container)).toEqual(
      expect.arrayContaining([
        ['संस्थेचे नाव', '<b>Quick</b> Diploma Centre'],
        ['संस्थेचा प्रकार', 'महाविद्यालय'],
        ['जिल्हा', 'नागपूर'],
      ]),
    );
  });

  it.each([
    ['en', ['School', 'College', 'University', 'ITI', 'Private training centre', 'Other']],
    ['mr', ['शाळा', 'महाविद्यालय', 'विद्यापीठ', 'आयटीआय', 'खाजगी प्रशिक्षण केंद्र', 'इतर']],
  ] as const)('names every institute type of Form A in words (%s)', async (lang, words) => {
    await i18n.changeLanguage(lang);
    for (const [index, type] of INSTITUTE_TYPES.entries()) {
      const { container } = render(
        <Suspense fallback={null}>
          <FiledForm kind="complaint" fields={[{ key: 'institute.instituteType', value: type }]} />
        </Suspense>,
      );
      await screen.findAllByRole('heading', { level: 3 });
      expect(pairs(container)).toEqual([[lang === 'en' ? 'Institute Type' : 'संस्थेचा प्रकार', words[index]]]);
      cleanup();
    }
  });
});
