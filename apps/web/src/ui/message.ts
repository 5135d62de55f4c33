import { useTranslation } from '../i18n';

/**
 * Turns a message key of @portal/shared (e.g. 'accounts.passwordRule', the `message` of a zod issue
 * or an API error's key) into text in the page language; anything that is not a known key is
 * returned as it is (already-translated text).
 */
export function useMessageText() {
  const { t, i18n } = useTranslation('msg');
  return (keyOrText: string | undefined, vars?: Record<string, string | number>): string | undefined => {
    if (!keyOrText) return undefined;
    return i18n.exists(`msg:${keyOrText}`) ? t(`msg:${keyOrText}`, vars) : keyOrText;
  };
}
