// Applies the saved presentation (see src/app/presentation.ts) before React starts, so nothing flashes.
(() => {
  const root = document.documentElement;
  let saved = {};
  try {
    saved = JSON.parse(localStorage.getItem('presentation') || '{}');
  } catch {
    saved = {};
  }
  // a shared link's language (`?lang=mr`) first, as src/i18n takes it
  const inAddress = new URLSearchParams(location.search).get('lang');
  const lang = inAddress === 'en' || inAddress === 'mr' ? inAddress : localStorage.getItem('language');
  if (lang === 'en' || lang === 'mr') {
    root.lang = lang;
    // the server renders public pages in the cookie's language (src/i18n changeLanguage sets both)
    if (!document.cookie.split('; ').includes(`lang=${lang}`))
      // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie, before any module runs
      document.cookie = `lang=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`;
  }
  // A server-rendered form is on screen before the app has taken it over (decision 070): until then a
  // submit would be the browser's own, sending the fields in the address (a password too). Not before
  // src/app/layout.tsx marks the page ready.
  document.addEventListener(
    'submit',
    (event) => {
      if (root.dataset.ready === undefined) event.preventDefault();
    },
    true,
  );
  if (saved.theme === 'dark') root.dataset.theme = 'dark';
  if (saved.header === 'red' || saved.header === 'green') root.dataset.header = saved.header;
  if (saved.textSize === 'small' || saved.textSize === 'large') root.dataset.textSize = saved.textSize;
})();
