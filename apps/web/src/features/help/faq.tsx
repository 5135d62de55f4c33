import { Link } from 'react-router';
import { type TFunction, useTranslation } from '../../i18n';
import { useLang } from '../../lib/use-lang';
import { useFaq } from './api';

/** Names of the pages FAQ answers link to (an unknown path reads "Go to the page"). */
const PAGE_NAMES = {
  '/AccountRecovery': 'common:pages.accountRecovery',
  '/Candidate': 'common:pages.candidateRegistration',
  '/register-complaint': 'common:pages.registerComplaint',
  '/complaint-status': 'common:pages.complaintStatus',
  '/institutes-under-inquiry': 'common:pages.institutesUnderInquiry',
  '/assitance': 'common:pages.help',
  '/grievance-status': 'help:faq.grievanceStatus',
  '/institutes/search': 'common:pages.searchInstitute',
  '/courses': 'common:pages.searchCourse',
  '/dashboard': 'common:pages.dashboard',
  '/unauthorized': 'common:pages.unauthorized',
  '/contact': 'common:pages.contact',
} as const;

const pageName = (link: string, t: TFunction<'help'>) =>
  link in PAGE_NAMES ? t(PAGE_NAMES[link as keyof typeof PAGE_NAMES]) : t('faq.openPage');

/** The FAQ as an accordion of native disclosure widgets: Enter or Space on a question opens its answer. */
export function Faq({ headingId }: { headingId: string }) {
  const { t } = useTranslation('help');
  const lang = useLang();
  const faq = useFaq(lang);
  return (
    <section className="help-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('faq.title')}</h2>
      {faq.isPending && <p role="status">{t('loading')}</p>}
      {faq.isError && (
        <div role="alert" className="help-section__error">
          <p>{t('loadError')}</p>
          <button type="button" className="button button--secondary" onClick={() => void faq.refetch()}>
            {t('retry')}
          </button>
        </div>
      )}
      {faq.data?.length === 0 && <p>{t('faq.none')}</p>}
      {faq.data && faq.data.length > 0 && (
        <div className="help-faq">
          {faq.data.map((item) => (
            <details key={item.id} className="help-faq__item">
              <summary className="help-faq__question">{item.question}</summary>
              <div className="help-faq__answer">
                <p>{item.answer}</p>
                {item.link && (
                  <p>
                    <Link to={item.link}>{t('faq.goTo', { page: pageName(item.link, t) })}</Link>
                  </p>
                )}
              </div>
            </details>
          ))}
        </div>
      )}
    </section>
  );
}
