import { PROFILE_STEPS, type ProfileStep } from '@portal/shared';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import './staff-steps.css';

/**
 * The 12-step progress bar of the staff page: completed steps green, the current one dark blue,
 * later ones grey — each also says its state in words for screen readers.
 */
export function StaffSteps({ current, completed = [] }: { current: ProfileStep; completed?: ProfileStep[] }) {
  const { t } = useTranslation('accounts');
  const currentIndex = PROFILE_STEPS.findIndex((entry) => entry.step === current);
  return (
    <nav className="staff-steps" aria-label={t('steps.label')}>
      <ol className="staff-steps__list">
        {PROFILE_STEPS.map(({ step, route }, index) => {
          const state = completed.includes(step) ? 'done' : index === currentIndex ? 'current' : 'todo';
          return (
            <li key={step} className={`staff-steps__step staff-steps__step--${state}`}>
              <Link to={route} aria-current={state === 'current' ? 'step' : undefined}>
                <span className="staff-steps__number" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="staff-steps__name">{t(`steps.${step}`)}</span>
                {state === 'done' && <span className="visually-hidden"> ({t('steps.done')})</span>}
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
