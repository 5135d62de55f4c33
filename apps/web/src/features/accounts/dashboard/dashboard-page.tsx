import { PROFILE_STEPS, type UserDetails } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { ApiError, api } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { useLang } from '../../../lib/use-lang';
import { useProfileProgress } from '../use-profile-progress';
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
    queryFn: async () => {
      const data = await api<UserDetails | UserDetails[] | null>('/api/Account/userDetails', {
        query: { userLoginId: user?.UserLoginID, lang },
      });
      // The spec reads an object or the first item of a list.
      const record = Array.isArray(data) ? data[0] : data;
      if (data === null || data === undefined) throw new Error(t('dashboard.errors.nullData'));
      if (!record) throw new Error(t('dashboard.errors.noUserData'));
      return record;
    },
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
              return { step, route: row?.Route ?? route, percent: row?.Percent ?? 0 };
            })}
            profileId={user.UserLoginID}
          />
        </>
      )}
    </div>
  );
}
