import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { usePageTitle } from '../../lib/page-title';
import { ComplaintMenu } from '../../ui/side-menu';
import './catalogs';
import './complaint.css';

type PageKey = 'pages.registerComplaint' | 'pages.complaintStatus' | 'pages.institutesUnderInquiry';

/** The complaint pages: their heading and the side menu the Unauthorized Institutes page has too. */
export function ComplaintLayout({ titleKey, children }: { titleKey: PageKey; children: ReactNode }) {
  const { t } = useTranslation('complaint');
  const title = t(`common:${titleKey}`);
  usePageTitle(title);
  return (
    <div className="container complaint-page">
      <ComplaintMenu id="complaint-menu-title" title={t('menuTitle')} />
      <div className="complaint-page__main">
        <h1>{title}</h1>
        {children}
      </div>
    </div>
  );
}
