// No serious or critical axe violation on the sign-in and sign-up pages nor on any screen of the registry,
// signed in as the admin at 1366×850; each screen's screenshot is saved on the way (test-results/screens/).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { navigate, registeredScreens, screenshot, seriousViolations, settle } from '../a11y-support.js';
import { signIn } from '../support.js';

const SCREENS = await registeredScreens();

describe('accessibility of the public pages', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 850 });
  });
  afterAll(() => session?.close());

  it.each([
    ['Sign in', '/auth/signin-1'],
    ['Sign up', '/auth/signup-1'],
  ])('%s has no serious or critical violation', async (name, path) => {
    const { page } = session;
    await page.goto(path);
    await page.getByRole('heading').first().waitFor();
    await settle(page);
    await screenshot(page, name);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('accessibility of every screen, as the admin', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 850 });
    await signIn(session.page, 'admin', 'Admin@2026');
  });
  afterAll(() => session?.close());

  it('reads the whole registry', () => {
    expect(SCREENS.length).toBeGreaterThan(30);
  });

  it('names the loading bar a progress bar while a screen loads', async () => {
    const { page } = session;
    // Hold the screen's code back so the bar stays long enough to be read (axe once found role="bar" there).
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    try {
      await navigate(page, SCREENS.at(-1)!.path);
      const bar = page.locator('#nprogress .bar');
      await bar.waitFor();
      expect(await bar.getAttribute('role')).toBe('progressbar');
      expect(await bar.getAttribute('aria-label')).toBe('Loading');
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await page.unrouteAll({ behavior: 'wait' });
    }
  });

  it.each(SCREENS.map((screen) => [screen.title, screen.path] as const))(
    '%s has no serious or critical violation',
    async (title, path) => {
      const { page } = session;
      await navigate(page, path);
      await settle(page, title);
      await screenshot(page, title);
      expect(await seriousViolations(page)).toEqual([]);
    },
    120_000,
  );
});
