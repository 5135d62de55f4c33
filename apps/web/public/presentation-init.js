// Applies the saved presentation (see src/app/presentation.ts) before React starts, so nothing flashes.
(() => {
  const root = document.documentElement;
  let saved = {};
  try {
    saved = JSON.parse(localStorage.getItem('presentation') || '{}');
  } catch {
    saved = {};
  }
  const lang = localStorage.getItem('language');
  if (lang === 'en' || lang === 'mr') root.lang = lang;
  if (saved.theme === 'dark') root.dataset.theme = 'dark';
  if (saved.header === 'red' || saved.header === 'green') root.dataset.header = saved.header;
  if (saved.textSize === 'small' || saved.textSize === 'large') root.dataset.textSize = saved.textSize;
})();
