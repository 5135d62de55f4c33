import { PROFILE_STEPS } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { useLang } from '../../../lib/use-lang';
import { useProfileProgress } from '../../../lib/use-profile-progress';
import { getUserDetails } from './api';
import { ProgressCircles } from './progress-circles';
import { WelcomePanel } from './welcome-panel';
import './dashboard.css';

/**
 * The signed-in user's dashboard: a welcome panel for 5 seconds, then two rows of profile-step
 * progress circles with the server's real percentages.
 */
export default function DashboardPage() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('dashboard.title'));
  const session = useSession();
  const user = session.data;
  const lang = useLang();

  const details = useQuery({
    queryKey: ['userDetails', user?.UserLoginID, lang],
    enabled: Boolean(user),
    // The spec also read a list or null; the contract answers one record (or an error).
    queryFn: ({ signal }) => getUserDetails(user?.UserLoginID ?? '', lang, signal),
  });
  const progress = useProfileProgress(user);

  if (!user) return null; // RequireUser (app/require-user.tsx) lets only a signed-in user here

  const failed = details.error ?? progress.error;
  const errorText = failed
    ? failed instanceof ApiError
      ? failed.message
      : failed.message || t('dashboard.errors.failed')
    : undefined;

  return (
    <div className="container dashboard">
      <h1>{t('dashboard.title')}</h1>
      {errorText ? (
        <div className="dashboard__error" role="alert">
          <p className="dashboard__error-text">{t('dashboard.errors.prefix', { message: errorText })}</p>
          <p className="dashboard__error-hint">{t('dashboard.errors.hint')}</p>
          <Link to="/" className="button">
            {t('dashboard.backToLogin')}
          </Link>
        </div>
      ) : !details.data || !progress.data ? (
        <p className="page-loading" role="status">
          {t('dashboard.loading')}
        </p>
      ) : (
        <>
          <WelcomePanel details={details.data} />
          <ProgressCircles
            steps={PROFILE_STEPS.map(({ step, route }) => {
              const row = progress.data.Data.find((entry) => entry.Step === step);
              return {
                step,
                route: row?.Route ?? route,
                percent: row?.Percent ?? 0,
                returned: row?.State === 'returned',
              };
            })}
            profileId={user.UserLoginID}
          />
        </>
      )}
    </div>
  );
}
