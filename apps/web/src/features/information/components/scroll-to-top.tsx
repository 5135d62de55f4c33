import { LIMITS } from '@portal/shared/basics';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n';
import './scroll-to-top.css';

/**
 * Appears once the page has scrolled more than 200 px (spec §9) and takes the reader back to the
 * top; focus moves to the main content so keyboard users continue from there too.
 */
export function ScrollToTop() {
  const { t } = useTranslation('information');
  const [isShown, setShown] = useState(false);

  useEffect(() => {
    const update = () => setShown(window.scrollY > LIMITS.scrollTopAfterPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!isShown) return null;
  return (
    <button
      type="button"
      className="scroll-to-top no-print"
      onClick={() => {
        const isReduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: isReduced ? 'auto' : 'smooth' });
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      <span aria-hidden="true">↑</span> {t('backToTop')}
    </button>
  );
}
