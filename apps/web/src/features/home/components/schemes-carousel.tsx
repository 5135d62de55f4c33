import type { HomeContent } from '@portal/shared';
import { LIMITS } from '@portal/shared/basics';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { useMediaQuery, useReducedMotion } from '../use-media-query';
import { ExternalLink } from './external-link';
import { SchemePictogram } from './scheme-pictogram';
import './schemes-carousel.css';

/** How many cards fit side by side; the breakpoints match schemes-carousel.css. */
function useVisibleCount() {
  const isWide = useMediaQuery('(min-width: 64rem)');
  const isMedium = useMediaQuery('(min-width: 40rem)');
  return isWide ? 4 : isMedium ? 2 : 1;
}

/**
 * The government schemes carousel (APG carousel pattern). It advances one card every 3 s, stops
 * while hovered or focused and when its pause button is pressed (WCAG 2.2.2), and never moves by
 * itself under prefers-reduced-motion. Only the visible cards are rendered, so none is reachable
 * by keyboard while out of sight.
 */
export function SchemesCarousel({ schemes }: { schemes: HomeContent['schemes'] }) {
  const { t } = useTranslation('home');
  const isReduced = useReducedMotion();
  const visible = Math.min(useVisibleCount(), schemes.length);
  const [index, setIndex] = useState(0);
  const [isPaused, setPaused] = useState(false);
  const [isHovered, setHovered] = useState(false);
  const [isFocused, setFocused] = useState(false);
  const total = schemes.length;
  const isRotating = !isReduced && !isPaused && !isHovered && !isFocused && total > visible;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new timer per slide, so Previous/Next restarts the wait
  useEffect(() => {
    if (!isRotating) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % total), LIMITS.carouselIntervalMs);
    return () => window.clearTimeout(timer);
  }, [isRotating, index, total]);

  if (total === 0) return null;
  const go = (step: number) => setIndex((i) => (i + step + total) % total);
  const shown = Array.from({ length: visible }, (_, k) => (index + k) % total);

  return (
    <section
      className="carousel"
      aria-roledescription={t('schemes.carousel')}
      aria-labelledby="schemes-title"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="carousel__head">
        <h2 id="schemes-title">{t('schemes.title')}</h2>
        <div className="carousel__controls">
          {!isReduced && (
            <button
              type="button"
              className="carousel__button"
              aria-label={isPaused ? t('schemes.play') : t('schemes.pause')}
              title={isPaused ? t('schemes.play') : t('schemes.pause')}
              onClick={() => setPaused((paused) => !paused)}
            >
              <span aria-hidden="true">{isPaused ? '▶' : '❚❚'}</span>
            </button>
          )}
          <button
            type="button"
            className="carousel__button"
            aria-label={t('schemes.previous')}
            title={t('schemes.previous')}
            onClick={() => go(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="carousel__button"
            aria-label={t('schemes.next')}
            title={t('schemes.next')}
            onClick={() => go(1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
      {/* Announce changes only when they come from the user, not from the timer (APG). */}
      <div className="carousel__slides" aria-live={isRotating ? 'off' : 'polite'}>
        {shown.map((i) => {
          const scheme = schemes[i];
          if (!scheme) return null;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel's slide is a group; a fieldset is for form controls
            <div
              key={i}
              className="carousel__slide"
              role="group"
              aria-roledescription={t('schemes.slides')}
              aria-label={t('schemes.slide', { n: i + 1, total })}
            >
              <ExternalLink href={scheme.url} className="scheme">
                <SchemePictogram kind={scheme.pictogram} />
                <span className="scheme__name">{scheme.name}</span>
              </ExternalLink>
            </div>
          );
        })}
      </div>
    </section>
  );
}
