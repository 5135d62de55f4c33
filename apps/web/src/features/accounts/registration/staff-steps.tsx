import { PROFILE_STEPS, type ProfileStep } from '@portal/shared';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { useSession } from '../../../lib/session';
import { useProfileProgress } from '../use-profile-progress';
import './staff-steps.css';

/**
 * The 12-step progress bar of the staff page: completed steps green, the current one dark blue,
 * later ones grey — each also says its state in words for screen readers. Completed means saved at
 * 100 % on the server. All twelve show at once, in rows, so none hides behind a scroll.
 */
export function StaffSteps({ current }: { current: ProfileStep }) {
  const { t } = useTranslation('accounts');
  const { data: user } = useSession();
  const progress = useProfileProgress(user);
  const completed = new Set(progress.data?.Data.filter((s) => s.Percent >= 100).map((s) => s.Step));
  const currentIndex = PROFILE_STEPS.findIndex((entry) => entry.step === current);
  return (
    <nav className="staff-steps" aria-label={t('steps.label')}>
      <ol className="staff-steps__list">
        {PROFILE_STEPS.map(({ step, route }, index) => {
          const state = index === currentIndex ? 'current' : completed.has(step) ? 'done' : 'todo';
          const content = (
            <>
              <span className="staff-steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="staff-steps__name">{t(`steps.${step}`)}</span>
              {state === 'done' && <span className="visually-hidden"> ({t('steps.done')})</span>}
            </>
          );
          const ariaCurrent = state === 'current' ? 'step' : undefined;
          return (
            <li key={step} className={`staff-steps__step staff-steps__step--${state}`}>
              {/* Signed out, the steps only show where registration leads: a link would lose the typed form. */}
              {user ? (
                <Link to={route} aria-current={ariaCurrent}>
                  {content}
                </Link>
              ) : (
                <span className="staff-steps__item" aria-current={ariaCurrent}>
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
