// Shows /login's pre-rendered markup in the stored language and starts the page's scripts once it has painted (login.html, build/prerenderSignIn.ts):
// when the browser reports the first contentful paint, or after a second in a tab that is not drawn. On a
// slow link the form shows without waiting for, or sharing the line with, the JavaScript that makes it
// interactive.
// A file, not an inline script: the console's Content-Security-Policy allows scripts from its origin only.
(() => {
  // The build rendered the page in every language; show the one the user chose (spec §1: kept in
  // localStorage under "language"), so an English reader never sees the Chinese copy first.
  try {
    const language = localStorage.getItem('language');
    const copy = language && document.getElementById(`sign-in-page-${language}`);
    const root = document.getElementById('root');
    if (copy && root) {
      root.replaceChildren(copy.content.cloneNode(true));
      document.documentElement.lang = language;
    }
  } catch {
    // Storage blocked: the default language's copy stays, as the script will render it.
  }
  // Every form here is handled by the script: a press of Enter before it has started must not send the
  // typed password as a plain form submission.
  document.addEventListener('submit', (event) => event.preventDefault(), true);
  const sources = JSON.parse(document.currentScript?.dataset.modules ?? '[]');
  const preloads = JSON.parse(document.currentScript?.dataset.preloads ?? '[]');
  let started = false;
  const load = () => {
    if (started) return;
    started = true;
    const add = (tag, attributes) => document.head.append(Object.assign(document.createElement(tag), attributes));
    for (const href of preloads) add('link', { rel: 'modulepreload', crossOrigin: '', href });
    for (const src of sources) add('script', { type: 'module', crossOrigin: '', src });
  };
  const painted = (entries) => entries.some((entry) => entry.name === 'first-contentful-paint');
  if (painted(performance.getEntriesByType('paint'))) load();
  else if (typeof PerformanceObserver === 'function') {
    new PerformanceObserver((list, observer) => {
      if (!painted(list.getEntries())) return;
      observer.disconnect();
      setTimeout(load);
    }).observe({ type: 'paint' });
  }
  setTimeout(load, 1000);
})();
