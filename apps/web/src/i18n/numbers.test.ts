import { afterAll, describe, expect, it } from 'vitest';
import i18n from './index';

/** Numbers put into Marathi messages come out in Devanagari digits (docs/glossary.md). */
describe('numbers in messages', () => {
  afterAll(() => i18n.changeLanguage('en'));

  it('shows the OTP countdown and the captcha hint in Devanagari digits in Marathi', async () => {
    await i18n.loadNamespaces('form');
    await i18n.changeLanguage('mr');
    expect(i18n.t('otp.resendIn', { count: 30 }, ['form'])).toBe('३० सेकंदांनंतर नवीन ओटीपी मागवता येईल.');
    expect(i18n.t('captcha.hintLogin', { length: 6 }, ['form'])).toContain('प्रतिमेतील ६ ');
    // Strings (a mobile number, an ID) are inserted as they are.
    expect(i18n.t('otp.sentTo', { mobile: '9822011122' }, ['form'])).toContain('9822011122');
  });

  it('keeps Western digits in English', async () => {
    await i18n.changeLanguage('en');
    expect(i18n.t('otp.resendIn', { count: 30 }, ['form'])).toBe('You can ask for a new OTP in 30 seconds.');
  });
});
