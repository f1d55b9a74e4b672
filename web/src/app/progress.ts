// The top progress bar shown while a screen loads, with the description's timings.
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';

NProgress.configure({ speed: 200, trickleSpeed: 800, minimum: 0.08, showSpinner: false });

let active = 0;
export const progress = {
  start() {
    if (active++ === 0) NProgress.start();
  },
  done() {
    active = Math.max(0, active - 1);
    if (active === 0) NProgress.done();
  },
};
