// The screen follows its address: a menu click or a filter change shows the new screen or view in the same
// frame the URL changes, so a user never acts on the previous screen under the new address (the admin
// test's lost region choice: it went to the dashboard's filter bar still shown at /store).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { mainMenu, openCollapse, signIn } from '../support.js';

interface Frame {
  path: string;
  search: string;
  welcome: boolean;
  region: string | null;
  cityDisabled: boolean | null;
}

describe('navigation', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
    await signIn(session.page, 'admin', 'Admin@2026');
  });
  afterAll(() => session?.close());

  /** Records what every painted frame shows, from now until `frames()` is read. */
  const recordFrames = () =>
    session.page.evaluate(() => {
      const frames: Frame[] = [];
      (window as unknown as { __frames: Frame[] }).__frames = frames;
      const select = (label: string) =>
        Array.from(document.querySelectorAll('label')).find((l) => l.textContent?.trim() === label)?.control as
          | HTMLSelectElement
          | undefined;
      const sample = () => {
        frames.push({
          path: location.pathname,
          search: location.search,
          welcome: Array.from(document.querySelectorAll('h2')).some((h) => h.textContent?.startsWith('Welcome')),
          region: select('Region')?.value ?? null,
          cityDisabled: select('City')?.disabled ?? null,
        });
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
  const frames = () => session.page.evaluate(() => (window as unknown as { __frames: Frame[] }).__frames);

  it('never paints the dashboard at /store, nor a chosen region with its city still locked', async () => {
    const { page } = session;
    await page.getByRole('heading', { name: /^Welcome/ }).waitFor();
    // A slow device: rendering the next screen takes many frames.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    try {
      await recordFrames();
      await openCollapse(page, 'Master List', 'Store List');
      await mainMenu(page).getByRole('link', { name: 'Store List', exact: true }).click();
      await page.getByRole('option', { name: 'Dhaka' }).waitFor({ state: 'attached' });
      await page.getByLabel('Region', { exact: true }).selectOption({ label: 'Dhaka' });
      await page.getByLabel('City', { exact: true }).selectOption({ label: 'Gazipur' });
      await page.waitForURL(/city=2/);
      const seen = await frames();
      expect(seen.some((f) => f.path === '/store' && f.region === '1')).toBe(true);
      expect(seen.filter((f) => f.path === '/store' && f.welcome)).toEqual([]);
      // The region's choice and its unlocked city arrive together with the address that holds them.
      expect(seen.filter((f) => f.search.includes('region=1') && f.cityDisabled)).toEqual([]);
      expect(seen.filter((f) => f.region === '1' && !f.search.includes('region=1'))).toEqual([]);
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    }
  });
});
