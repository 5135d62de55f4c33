import { StrictMode, Suspense } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/routes';
import i18n from './i18n';
import { seedResources } from './lib/resource';
import { ssrData } from './lib/ssr-data';

// index.html has it; were it missing, React's own error says its container is not a DOM element
const root = document.getElementById('root') as HTMLElement;
const app = (
  <StrictMode>
    <Suspense fallback={null}>
      {/* Plain (not transition) updates: a navigation is on screen before the next state change, e.g. logout leaves the dashboard before the session is forgotten. */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    </Suspense>
  </StrictMode>
);
if (ssrData) seedResources(ssrData.resources);
// The server's HTML (app/ssr.tsx) in this page's language: React takes it over as it is. In another
// (a browser whose choice the cookie did not carry yet), the page is rendered here, as without it.
if (ssrData?.lang === i18n.language) hydrateRoot(root, app);
else createRoot(root).render(app);
