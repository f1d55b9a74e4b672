// The sign-in screen is a page of its own (signin.html, served at /login and /auth/signin-1), not a route of the
// client: it shows without React, Chakra or Apollo. The client hands it what a route would have had in
// its state, in session storage: where to go back to after signing in, and a notice to show (Log Out's).
export const SIGN_IN_ROUTE = '/auth/signin-1';
export const SIGN_IN_PATHS: readonly string[] = ['/login', SIGN_IN_ROUTE];

const RETURN_KEY = 'signin.return';
const NOTICE_KEY = 'signin.notice';

let leaving = false;

/**
 * Loads the sign-in page, to come back to `returnTo` (a path of this site) afterwards. Once: the client may still
 * render while the page loads (Log Out's signed-out gate asks again, with the screen it was on).
 */
export function openSignInPage({ returnTo, notice }: { returnTo?: string; notice?: string } = {}): void {
  if (leaving) return;
  leaving = true;
  if (returnTo && !returnTo.startsWith('/auth')) sessionStorage.setItem(RETURN_KEY, returnTo);
  if (notice) sessionStorage.setItem(NOTICE_KEY, notice);
  window.location.replace(SIGN_IN_ROUTE);
}

/** The notice left for the sign-in page, read once. */
export function takeSignInNotice(): string | null {
  const notice = sessionStorage.getItem(NOTICE_KEY);
  sessionStorage.removeItem(NOTICE_KEY);
  return notice;
}

/**
 * Where a successful sign-in goes: the explorer when it sent the visitor here (?next=/explorer), else the path
 * the client left, else `fallback`. Only a path of this site: a crafted address never sends a member elsewhere.
 */
export function takeReturnPath(search: string, fallback: string): string {
  const kept = sessionStorage.getItem(RETURN_KEY);
  sessionStorage.removeItem(RETURN_KEY);
  const wanted = new URLSearchParams(search).get('next') === '/explorer' ? '/explorer' : kept;
  if (!wanted) return fallback;
  const url = new URL(wanted, window.location.origin);
  return url.origin === window.location.origin && !url.pathname.startsWith('/auth/')
    ? url.pathname + url.search + url.hash
    : fallback;
}
