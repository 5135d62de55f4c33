import { BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { useId } from 'react';
import { Bar } from 'react-chartjs-2';
import { useTranslation } from '../../../i18n';

// Only what a bar chart needs (Chart.js is tree-shaken; it lives in this lazy chunk alone).
Chart.register(BarElement, CategoryScale, LinearScale, Tooltip);

export type Bars = { label: string; count: number; shown: string }[];

/**
 * One figure of the overview: its title, a bar chart (a picture for those who see it; its label says
 * the table holds the same figures) and the data table beside it, which screen readers, keyboards and
 * print read. `horizontal` for long labels (districts).
 */
export function ChartWithTable({
  title,
  labelHeader,
  rows,
  horizontal = false,
}: {
  title: string;
  labelHeader: string;
  rows: Bars;
  horizontal?: boolean;
}) {
  const { t } = useTranslation('overview');
  const id = useId();
  const height = horizontal ? Math.max(12, rows.length * 2 + 4) : 16;
  return (
    <div className="overview-figure">
      <h2 id={`${id}-title`}>{title}</h2>
      <div className="overview-figure__body">
        <div className="overview-figure__chart" style={{ height: `${height}rem` }}>
          <Bar
            role="img"
            aria-label={t('chartOf', { title })}
            data={{
              labels: rows.map((r) => r.label),
              datasets: [{ label: t('count'), data: rows.map((r) => r.count), backgroundColor: '#12355b' }],
            }}
            options={{
              indexAxis: horizontal ? 'y' : 'x',
              maintainAspectRatio: false,
              animation: false,
              scales: { [horizontal ? 'x' : 'y']: { beginAtZero: true, ticks: { precision: 0 } } },
            }}
          />
        </div>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it */}
        <section className="overview-figure__table" aria-labelledby={`${id}-title`} tabIndex={0}>
          <table>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{labelHeader}</th>
                <th scope="col">{t('count')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.label}>
                  <th scope="row">{r.label}</th>
                  <td>{r.shown}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    </div>
  );
}
