import './app/fonts.css';
import './app/styles.css';

/**
 * The page's entry: the app (`boot.tsx`) is asked for once the browser has painted the page, so a
 * server-rendered page is drawn before about 85 KB (gzipped) of JavaScript is fetched, compiled and run, and its
 * CSS does not share a slow line with them (decision 070). A hidden tab paints nothing: it starts at once.
 */
const start = () => import('./boot');
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start, 0));
else void start();
