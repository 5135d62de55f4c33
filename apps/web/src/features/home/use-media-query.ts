import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; re-renders when it changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    // the server knows no screen: the narrow, moving layout until hydration (CSS lays it out meanwhile)
    () => false,
  );
}

/** Tickers and carousels stand still for people who asked for less motion (UI.md, WCAG 2.2.2). */
export const useReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)');
