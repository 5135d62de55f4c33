import type { CaseDeadline } from '@portal/shared';
import { useTranslation } from '../../../i18n';

/** The deadline of an open case: plain with time left, amber with 7 days or fewer, red when overdue (decision 057). */
export function DeadlineBadge({ deadline, daysLeft }: { deadline: CaseDeadline | null; daysLeft: number | null }) {
  const { t } = useTranslation('console-cases');
  if (deadline === null || daysLeft === null) return null;
  const text =
    deadline === 'overdue'
      ? t('badge.overdue', { count: -daysLeft })
      : deadline === 'soon'
        ? t('badge.soon', { count: daysLeft })
        : t('badge.ok', { days: daysLeft });
  return <strong className={`deadline-badge deadline-badge--${deadline}`}>{text}</strong>;
}
