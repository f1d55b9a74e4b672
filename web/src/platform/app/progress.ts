// The top progress bar shown while a screen loads, with the description's timings.
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';

// nprogress's own template gives the bar role="bar", which is no ARIA role (axe: critical). Ours names it
// as the indeterminate progress bar it is.
NProgress.configure({
  speed: 200,
  trickleSpeed: 800,
  minimum: 0.08,
  showSpinner: false,
  barSelector: '.bar',
  template: '<div class="bar" role="progressbar" aria-label="Loading"><div class="peg"></div></div>',
});

/**
 * The bar is drawn in the next frame: nprogress reads `offsetWidth` on every step, a forced layout, and `done` runs
 * in the commit of the screen just loaded, so the whole new screen was laid out inside React's task.
 */
let frame = 0;
function drawNextFrame(draw: () => void) {
  cancelAnimationFrame(frame);
  frame = requestAnimationFrame(draw);
}

let active = 0;
export const progress = {
  start() {
    if (active++ === 0) drawNextFrame(() => NProgress.start());
  },
  done() {
    active = Math.max(0, active - 1);
    if (active === 0) drawNextFrame(() => NProgress.done());
  },
};
