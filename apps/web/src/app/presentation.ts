import { useSyncExternalStore } from 'react';

/**
 * The top bar's global presentation state, kept in localStorage and applied as attributes on
 * <html> (read by CSS tokens). ./presentation-init.js applies it before the first paint.
 */
export type Presentation = {
  theme: 'light' | 'dark';
  header: 'blue' | 'red' | 'green';
  textSize: 'small' | 'normal' | 'large';
};

const KEY = 'presentation';
const defaults: Presentation = { theme: 'light', header: 'blue', textSize: 'normal' };
const listeners = new Set<() => void>();

/**
 * The saved choice, or `defaults` itself when it is the defaults: what the server rendered, so hydration
 * finds nothing changed and re-renders nothing.
 */
function read(): Presentation {
  try {
    const saved = { ...defaults, ...(JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<Presentation>) };
    const same = (Object.keys(defaults) as (keyof Presentation)[]).every((k) => saved[k] === defaults[k]);
    return same ? defaults : saved;
  } catch {
    return defaults;
  }
}

let current = read();

function apply(p: Presentation) {
  const root = document.documentElement;
  const set = (name: string, value: string, fallback: string) => {
    if (value === fallback) delete root.dataset[name];
    else root.dataset[name] = value;
  };
  set('theme', p.theme, 'light');
  set('header', p.header, 'blue');
  set('textSize', p.textSize, 'normal');
}

export function setPresentation(change: Partial<Presentation>) {
  current = { ...current, ...change };
  localStorage.setItem(KEY, JSON.stringify(current));
  apply(current);
  for (const listener of listeners) listener();
}

export function usePresentation(): Presentation {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    // the server renders the defaults (it cannot read this browser's storage); ./presentation-init.js
    // has already applied the saved attributes, and the top bar's buttons follow right after hydration
    () => defaults,
  );
}
