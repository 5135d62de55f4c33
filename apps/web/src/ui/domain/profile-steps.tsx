import { PROFILE_STEPS, type ProfileStep } from '@portal/shared';
import { messageNumber } from '@portal/shared/basics';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { useLang } from '../../lib/use-lang';
import './profile-steps.css';

type ProfileStepsProps = {
  current: ProfileStep;
  /** Steps saved at 100 % on the server. */
  completed: ReadonlySet<ProfileStep>;
  /** Signed out, the steps only show where registration leads: a link would lose the typed form. */
  linked: boolean;
};

/**
 * The 12-step progress bar of the profile: completed steps green, the current one dark blue
 * (`aria-current="step"`), later ones grey — each also says its state in words for screen readers.
 * All twelve show at once, in rows, so none hides behind a scroll at 360 px. On a phone they would
 * take most of the first screen: there the bar reads "Step 7 of 12: Additional", and a disclosure
 * button (as the top bar's display options) shows the twelve.
 */
export function ProfileSteps({ current, completed, linked }: ProfileStepsProps) {
  const { t } = useTranslation('accounts');
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const position = PROFILE_STEPS.findIndex(({ step }) => step === current) + 1;
  return (
    <nav className="profile-steps" aria-label={t('steps.label')}>
      <div className="profile-steps__compact">
        <p>{t('steps.position', { n: position, total: PROFILE_STEPS.length, name: t(`steps.${current}`) })}</p>
        <button
          type="button"
          className="button button--secondary"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
        >
          {t('steps.showAll')}
        </button>
      </div>
      <ol id={listId} className="profile-steps__list" data-open={open}>
        {PROFILE_STEPS.map(({ step, route }, index) => {
          const state = step === current ? 'current' : completed.has(step) ? 'done' : 'todo';
          const content = (
            <>
              <span className="profile-steps__number" aria-hidden="true">
                {messageNumber(index + 1, lang)}
              </span>
              <span className="profile-steps__name">{t(`steps.${step}`)}</span>
              {completed.has(step) && <span className="visually-hidden"> ({t('steps.done')})</span>}
            </>
          );
          const ariaCurrent = state === 'current' ? 'step' : undefined;
          return (
            <li key={step} className={`profile-steps__step profile-steps__step--${state}`}>
              {linked ? (
                <Link to={route} aria-current={ariaCurrent}>
                  {content}
                </Link>
              ) : (
                <span className="profile-steps__item" aria-current={ariaCurrent}>
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
