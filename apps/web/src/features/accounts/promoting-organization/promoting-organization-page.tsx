import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { usePageTitle } from '../../../lib/page-title';

/**
 * /promoting-organization: the spec offers Promoting Organizations as a sign-in and registration type
 * with no flow behind it (issue 21 item 6); the sign-in and Register Here dialogs lead here instead of
 * to a dead option.
 */
export default function PromotingOrganizationPage() {
  const { t } = useTranslation(['accounts', 'common']);
  usePageTitle(t('promotingOrganization.title'));
  return (
    <div className="container">
      <h1>{t('promotingOrganization.title')}</h1>
      <p>{t('promotingOrganization.text')}</p>
      <p>
        {t('promotingOrganization.help')} <Link to="/assitance">{t('common:pages.help')}</Link>
      </p>
    </div>
  );
}
