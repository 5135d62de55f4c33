// Before the first paint, inlined into the page by vite.config.ts (presentation.ts, decision 070): the saved display settings and language.
(() => {
  const root = document.documentElement;
  let saved = {};
  try {
    saved = JSON.parse(localStorage.getItem('presentation') || '{}');
  } catch {}
  const inAddress = new URLSearchParams(location.search).get('lang');
  const lang = inAddress === 'en' || inAddress === 'mr' ? inAddress : localStorage.getItem('language');
  if (lang === 'en' || lang === 'mr') {
    root.lang = lang;
    // the server renders in the cookie's language
    if (!document.cookie.split('; ').includes(`lang=${lang}`))
      // biome-ignore lint/suspicious/noDocumentCookie: a preference cookie, before any module runs
      document.cookie = `lang=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`;
  }
  // a submit before src/app/layout.tsx marks the page ready waits for it (the browser's own would put the
  // fields in the address)
  let held;
  document.addEventListener(
    'submit',
    (e) => {
      if (root.dataset.ready !== undefined) return;
      e.preventDefault();
      held = e;
    },
    true,
  );
  addEventListener('portal:ready', () => held?.target.requestSubmit(held.submitter));
  if (saved.theme === 'dark') root.dataset.theme = 'dark';
  if (saved.header === 'red' || saved.header === 'green') root.dataset.header = saved.header;
  if (saved.textSize === 'small' || saved.textSize === 'large') root.dataset.textSize = saved.textSize;
})();
