import { useEffect, useLayoutEffect } from 'react';

/**
 * `useLayoutEffect` in the browser. A server runs no effect of either kind, but React 18's server
 * renderer warns ("useLayoutEffect does nothing on the server") once per call; `useEffect` there
 * is silent. Chosen once per module load: a server never becomes a browser.
 */
export const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;
