import { afterAll, describe, expect, it } from 'vitest';
import i18n from './index';

/** `count` picks the CLDR plural form of the current language (ICU `{count, plural, one {…} other {…}}`). */
describe('plurals', () => {
  afterAll(() => i18n.changeLanguage('en'));

  it('uses the singular for 1 and the plural otherwise in English', async () => {
    await i18n.loadNamespaces(['ui', 'form']);
    await i18n.changeLanguage('en');
    const results = [0, 1, 2, 5].map((count) => i18n.t('results', { count }, ['ui']));
    expect(results).toEqual([
      '0 results available',
      '1 result available',
      '2 results available',
      '5 results available',
    ]);
    const waits = [0, 1, 2, 5].map((count) => i18n.t('otp.resendIn', { count }, ['form']));
    expect(waits).toEqual([
      'You can ask for a new OTP in 0 seconds.',
      'You can ask for a new OTP in 1 second.',
      'You can ask for a new OTP in 2 seconds.',
      'You can ask for a new OTP in 5 seconds.',
    ]);
  });

  it('uses the Marathi forms by the Marathi rules (one for 1 only), in Devanagari digits', async () => {
    await i18n.changeLanguage('mr');
    const waits = [0, 1, 2, 5].map((count) => i18n.t('otp.resendIn', { count }, ['form']));
    expect(waits).toEqual([
      '० सेकंदांनंतर नवीन ओटीपी मागवता येईल.',
      '१ सेकंदानंतर नवीन ओटीपी मागवता येईल.',
      '२ सेकंदांनंतर नवीन ओटीपी मागवता येईल.',
      '५ सेकंदांनंतर नवीन ओटीपी मागवता येईल.',
    ]);
    expect(i18n.t('results', { count: 5 }, ['ui'])).toBe('५ निकाल उपलब्ध');
  });
});
