import { useEffect } from 'react';
import { useTranslation } from '../i18n';

/** The title of the page the server is rendering (app/ssr.tsx puts it into the HTML's <title>). */
export const serverTitle = { current: '' };

/** Sets the document title as 'Page – Board name' in the current language. */
export function usePageTitle(title: string | undefined) {
  const { t } = useTranslation();
  const site = t('header.line2');
  const full = title ? `${title} – ${site}` : site;
  if (import.meta.env.SSR) serverTitle.current = full;
  useEffect(() => {
    document.title = full;
  }, [full]);
}
