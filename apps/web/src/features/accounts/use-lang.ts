import type { Lang } from '@portal/shared';
import { useTranslation } from '../../i18n';

/** The page language as the API's `lang` query expects it. */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return i18n.language === 'mr' ? 'mr' : 'en';
}
