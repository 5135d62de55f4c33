import { afterAll, describe, expect, it } from 'vitest';
import i18n from './index';

/** `count` picks the CLDR plural form of the current language (`_one` / `_other`). */
describe('plurals', () => {
  afterAll(() => i18n.changeLanguage('en'));

  it('uses the singular for 1 and the plural otherwise in English', async () => {
    await i18n.loadNamespaces(['ui', 'form']);
    await i18n.changeLanguage('en');
    expect(i18n.t('results', { count: 1 }, ['ui'])).toBe('1 result available');
    expect(i18n.t('results', { count: 0 }, ['ui'])).toBe('0 results available');
    expect(i18n.t('results', { count: 2 }, ['ui'])).toBe('2 results available');
    expect(i18n.t('otp.resendIn', { count: 1 }, ['form'])).toBe('You can ask for a new OTP in 1 second.');
  });

  it('uses the Marathi forms by the Marathi rules', async () => {
    await i18n.changeLanguage('mr');
    expect(i18n.t('otp.resendIn', { count: 1 }, ['form'])).toMatch(/सेकंदानंतर/);
    expect(i18n.t('otp.resendIn', { count: 5 }, ['form'])).toMatch(/सेकंदांनंतर/);
  });
});
