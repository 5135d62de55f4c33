import type { ProfileStep } from '@portal/shared';
import { formatPercent } from '@portal/shared/basics';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';

type StepProgress = {
  step: ProfileStep;
  route: string;
  percent: number;
  /** Verify: returned by the officer, with remarks (decision 063). */
  returned?: boolean;
};

/** The spec's two rows: the seven profile sections, then Bank, Work Experience, Verify, Apply, Admission Letter. */
const FIRST_ROW = 7;
const RADIUS = 40;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** Green at 100, amber above 0, white at 0 — always with the percentage and a status in words. */
function stateOf(percent: number) {
  return percent >= 100 ? 'complete' : percent > 0 ? 'started' : 'notStarted';
}

export function ProgressCircles({ steps, profileId }: { steps: StepProgress[]; profileId: string }) {
  const { t, i18n } = useTranslation('accounts');
  const percentOf = (percent: number) => formatPercent(percent, i18n.language);
  const rows = [steps.slice(0, FIRST_ROW), steps.slice(FIRST_ROW)];
  return (
    <section className="progress-circles" aria-labelledby="progress-title">
      <h2 id="progress-title">{t('dashboard.progressTitle')}</h2>
      {rows.map((row, index) => (
        <ul key={row[0]?.step ?? index} className="progress-circles__row">
          {row.map(({ step, route, percent, returned }) => {
            const state = returned ? 'returned' : stateOf(percent);
            return (
              <li key={step}>
                <Link
                  to={route}
                  state={{ profileId, isLoggedIn: true }}
                  className={`progress-circle progress-circle--${state}`}
                >
                  <svg viewBox="0 0 100 100" className="progress-circle__ring" aria-hidden="true">
                    <circle className="progress-circle__track" cx="50" cy="50" r={RADIUS} />
                    <circle
                      className="progress-circle__value"
                      cx="50"
                      cy="50"
                      r={RADIUS}
                      strokeDasharray={`${(CIRCUMFERENCE * Math.min(100, Math.max(0, percent))) / 100} ${CIRCUMFERENCE}`}
                      transform="rotate(-90 50 50)"
                    />
                    <text
                      x="50"
                      y="50"
                      className="progress-circle__percent"
                      textAnchor="middle"
                      dominantBaseline="central"
                    >
                      {percentOf(percent)}
                    </text>
                  </svg>
                  <span className="progress-circle__label">{t(`steps.${step}`)}</span>
                  <span className="progress-circle__state">
                    {t(`dashboard.state.${state}`)}
                    <span className="visually-hidden">, {percentOf(percent)}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      ))}
    </section>
  );
}
