import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { usePageTitle } from '../../lib/page-title';
import './catalogs';
import { Faq } from './faq';
import { MeetingScheduler } from './meeting-scheduler';
import { OfficeVisits } from './office-visits';
import './help-page.css';

/**
 * Help and Assistance (/assitance): meeting scheduler, office visits, FAQ and the grievance form
 * (the grievance feature's, passed in by app/: a feature does not import another, decision 027).
 */
export default function HelpPage({ grievance }: { grievance: ReactNode }) {
  const { t } = useTranslation('help');
  const title = t('common:pages.help');
  usePageTitle(title);
  return (
    <div className="container help-page">
      <h1>{title}</h1>
      <p className="help-page__intro">{t('intro')}</p>
      <MeetingScheduler headingId="help-meetings" />
      <OfficeVisits headingId="help-visits" />
      <Faq headingId="help-faq" />
      <section className="help-section" aria-labelledby="help-grievance">
        <h2 id="help-grievance">{t('grievance.title')}</h2>
        {grievance}
      </section>
    </div>
  );
}
