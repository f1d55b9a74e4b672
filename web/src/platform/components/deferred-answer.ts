// A query's answer drawn in a background render. Apollo hands answers to React through useSyncExternalStore, whose
// updates React renders in one blocking task: a screen full of cards, charts or rows took 0.3 to 0.6 s of a slow
// phone's main thread at once (Lighthouse's blocking time). Deferred, the screen keeps what it showed
// (its loading rows) for that task and draws the answer in a render React slices between the browser's own work.
import { useDeferredValue } from 'react';

/** The answer to draw, and whether a newer one is still being drawn (show it as loading until then). */
export function useDeferredAnswer<T>(answer: T): { answer: T; drawing: boolean } {
  const deferred = useDeferredValue(answer);
  return { answer: deferred, drawing: deferred !== answer };
}
