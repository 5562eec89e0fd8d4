/**
 * A ResizeObserver, or where the environment has none (jsdom, in an app's unit tests, where
 * nothing has a size to change) one that watches nothing: the table renders and works there
 * without a polyfill.
 */
export function resizeObserver(
  onResize: ResizeObserverCallback,
): Pick<ResizeObserver, 'observe' | 'disconnect'> {
  if (typeof ResizeObserver === 'undefined') return { observe() {}, disconnect() {} };
  return new ResizeObserver(onResize);
}
