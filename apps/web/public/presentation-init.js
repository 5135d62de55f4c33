// Applies the saved presentation (see src/app/presentation.ts) before React starts, so nothing flashes.
(function () {
  try {
    var saved = JSON.parse(localStorage.getItem('presentation') || '{}');
    var root = document.documentElement;
    var lang = localStorage.getItem('language');
    if (lang === 'en' || lang === 'mr') root.lang = lang;
    if (saved.theme === 'dark') root.dataset.theme = 'dark';
    if (saved.header === 'red' || saved.header === 'green') root.dataset.header = saved.header;
    if (saved.textSize === 'small' || saved.textSize === 'large') root.dataset.textSize = saved.textSize;
  } catch (e) {}
})();
