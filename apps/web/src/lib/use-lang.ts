import { formatIndianNumber, type Lang } from '@portal/shared/basics';
import { useTranslation } from '../i18n';

/** The page language, as the API's `lang` query value. */
export function useLang(): Lang {
  return useTranslation().i18n.language;
}

/** Numbers in the Indian grouping of the page language (1,46,773 / १,४६,७७३). */
export function useNumberFormat() {
  const lang = useLang();
  return (value: number) => formatIndianNumber(value, lang);
}
