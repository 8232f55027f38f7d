/** Defers optional downloads (videos) until the page has loaded and the main thread is idle, so they never compete with first paint or LCP. */

/** Runs `then` after the window's load event and the next idle period (a timeout stands in where requestIdleCallback is missing); returns a cancel function. */
export function afterLoadAndIdle(then: () => void): () => void {
  let idle = 0;
  const schedule = () => {
    idle = window.requestIdleCallback ? window.requestIdleCallback(then, { timeout: 3000 }) : window.setTimeout(then, 1);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
    window.clearTimeout(idle);
  };
}
