import type { FallbackProps } from 'react-error-boundary';
import { Link } from 'react-router';
import { useTranslation } from '../i18n';

const RELOADED_KEY = 'reloadedForMissingChunk';

/**
 * A lazily loaded screen whose file (or its style sheet) is gone: the portal was updated since this tab
 * loaded it. This boundary is the one place that reloads for it: a file a form imports on first use
 * (its schema, decision 072) reports its own failure and keeps what the visitor typed, so no listener
 * of Vite's `vite:preloadError` reloads the page for every failed import.
 */
function isMissingChunk(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}

/**
 * After a deploy, an open tab asks for screen files that no longer exist: load the new version once
 * (a flag in sessionStorage stops a loop if the files are really missing).
 */
export function reloadOnceForNewVersion(): boolean {
  if (sessionStorage.getItem(RELOADED_KEY)) return false;
  sessionStorage.setItem(RELOADED_KEY, '1');
  window.location.reload();
  return true;
}

/** Clears the reload flag once a page has rendered, so the next deploy can reload again. */
export function markVersionLoaded() {
  sessionStorage.removeItem(RELOADED_KEY);
}

/** The bilingual error page of a route whose screen failed to load or render. */
export function RouteError({ error, resetErrorBoundary }: FallbackProps) {
  const { t } = useTranslation();
  if (isMissingChunk(error) && reloadOnceForNewVersion()) return null;
  return (
    <div className="container" role="alert">
      <h1>{t('routeError.title')}</h1>
      <p>{t('routeError.text')}</p>
      <p className="route-error__actions">
        <button type="button" className="button" onClick={resetErrorBoundary}>
          {t('routeError.retry')}
        </button>
        <Link to="/" onClick={resetErrorBoundary}>
          {t('routeError.home')}
        </Link>
      </p>
    </div>
  );
}
