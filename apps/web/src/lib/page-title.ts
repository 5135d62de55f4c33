import { useEffect } from 'react';
import { useTranslation } from '../i18n';

/** Sets the document title as 'Page – Board name' in the current language. */
export function usePageTitle(title: string | undefined) {
  const { t } = useTranslation();
  useEffect(() => {
    const site = t('header.line2');
    document.title = title ? `${title} – ${site}` : site;
  }, [title, t]);
}
