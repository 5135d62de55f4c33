import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n';

/** Only real web addresses become links: '' or '#' (not yet filled in by the board) would be dead links. */
export const isWebAddress = (url: string) => /^https?:\/\/\S+$/.test(url);

/** A link to another site, opened in a new tab, which screen-reader users are told about. */
export function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const { t } = useTranslation('home');
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('newTab')}</span>
    </a>
  );
}
