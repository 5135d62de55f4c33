import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { useReducedMotion } from '../use-media-query';
import './announcements-ticker.css';

/**
 * The scrolling announcements line (spec §2). It scrolls with a CSS animation, stops while the pointer
 * is on it or it has keyboard focus, and has Pause and Play buttons. With reduced motion it is a static list.
 */
export function AnnouncementsTicker({ items }: { items: string[] }) {
  const { t } = useTranslation('home');
  const isReduced = useReducedMotion();
  const [isPaused, setPaused] = useState(false);
  if (items.length === 0) return null;

  const list = (className: string, isCopy = false) => (
    <ul className={className} aria-hidden={isCopy || undefined}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );

  return (
    <section className="ticker" aria-labelledby="ticker-title">
      <div className="container ticker__inner">
        <h2 id="ticker-title" className="ticker__title">
          {t('ticker.title')}
        </h2>
        {isReduced ? (
          list('ticker__static')
        ) : (
          <>
            {/* Focusable so keyboard users can stop it and read (focus pauses it like hover does). */}
            <div
              className={`ticker__viewport${isPaused ? ' ticker__viewport--paused' : ''}`}
              role="marquee"
              aria-labelledby="ticker-title"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: focus pauses the scrolling text so it can be read
              tabIndex={0}
            >
              {/* The items twice in a row, moved by half the width, loop without a gap; the copy is hidden from screen readers. */}
              <div className="ticker__track">
                {list('ticker__items')}
                {list('ticker__items', true)}
              </div>
            </div>
            <div className="ticker__controls">
              <button
                type="button"
                aria-pressed={isPaused}
                aria-label={t('ticker.pause')}
                title={t('ticker.pause')}
                onClick={() => setPaused(true)}
              >
                <span aria-hidden="true">❚❚</span>
              </button>
              <button
                type="button"
                aria-pressed={!isPaused}
                aria-label={t('ticker.play')}
                title={t('ticker.play')}
                onClick={() => setPaused(false)}
              >
                <span aria-hidden="true">▶</span>
              </button>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
