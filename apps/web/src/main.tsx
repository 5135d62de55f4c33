import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import '@fontsource/noto-sans-devanagari/devanagari-700.css';
import './app/styles.css';
import './i18n';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { reloadOnceForNewVersion } from './app/route-error';
import { AppRoutes } from './app/routes';

// A screen's file missing after a deploy (Vite reports it before the import fails): load the new version.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForNewVersion()) event.preventDefault();
});

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <Suspense fallback={null}>
      {/* Plain (not transition) updates: a navigation is on screen before the next state change, e.g. logout leaves the dashboard before the session is forgotten. */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    </Suspense>
  </StrictMode>,
);
