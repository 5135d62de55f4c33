import './app/fonts.css';
import './app/styles.css';

/**
 * The page's entry: the app (`boot.tsx`) is asked for once the browser reports the page's first
 * contentful paint (Paint Timing's entry comes once the frame is on screen), so a server-rendered page
 * is drawn before about 85 KB (gzipped) of JavaScript is fetched, compiled and run, and its CSS and fonts
 * do not share a slow line with them (decision 070). Asked for in a task after the first frame's
 * (`requestAnimationFrame`), the app was at times asked for before that frame was on screen. A hidden
 * tab paints nothing, and a page the server did not render has nothing to paint before the app: both
 * start at once, and so does a tab whose visibility changes before its first paint. Every browser that
 * runs the app (ES2022) has Paint Timing.
 */
const start = () => import('./boot');
// the server's data: lib/ssr-data.ts's SSR_DATA_ID, not imported (that would put a file before the app)
if (document.hidden || !document.getElementById('ssr-data')) void start();
else {
  // `buffered`: a paint before this script ran is reported too
  new PerformanceObserver((list) => list.getEntriesByName('first-contentful-paint').length && start()).observe({
    type: 'paint',
    buffered: true,
  });
  // a tab hidden before its first paint may never report one: it starts when it is shown (or hidden)
  document.onvisibilitychange = start;
}
