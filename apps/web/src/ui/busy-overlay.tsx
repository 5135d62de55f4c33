import { useTranslation } from '../i18n';
import './busy-overlay.css';

/**
 * The full-screen "Processing" overlay shown while a request is running; it covers the page so
 * nothing is pressed twice, and role=status announces it.
 */
export function BusyOverlay({ show, label }: { show: boolean; label?: string }) {
  const { t } = useTranslation('form');
  if (!show) return null;
  return (
    <div className="busy-overlay" role="status" aria-live="polite">
      <div className="busy-overlay__box">
        <span className="busy-overlay__spinner" aria-hidden="true" />
        <span>{label ?? t('processing')}</span>
      </div>
    </div>
  );
}
