// Store Pictures' tiles: every store name is shown whole, measured on screen at 1366 and 800 px,
// and a caption the latest-pictures strip shortens names the store in full on hover (its title).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { settle } from '../a11y-support.js';
import { POLL, signInBehind } from '../support.js';

describe('store names on picture tiles', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 850 });
    await signInBehind(session.page, 'admin', 'Admin@2026');
  });
  afterAll(() => session?.close());

  it.each([1366, 800])('shows every store name whole on the tiles at %i px', async (width) => {
    const { page } = session;
    await page.setViewportSize({ width, height: 850 });
    await page.goto('/StorePicture');
    await settle(page, 'Store Pictures');
    const tiles = page.getByRole('list', { name: 'Store pictures' }).getByRole('listitem');
    await expect.poll(() => tiles.count(), POLL).toBeGreaterThan(5);
    const cut = await tiles.evaluateAll((all) =>
      all.flatMap((tile) => {
        const label = tile.getAttribute('aria-label') ?? '';
        const store = label.slice(label.indexOf(' at ') + 4);
        const name = tile.querySelector<HTMLElement>('[data-testid="picture-store"]');
        if (!name) return [`${store}: no name`];
        const box = name.getBoundingClientRect();
        const edge = tile.getBoundingClientRect();
        const whole =
          name.textContent === store &&
          name.scrollWidth <= name.clientWidth + 1 &&
          name.scrollHeight <= name.clientHeight + 1 &&
          box.left >= edge.left - 1 &&
          box.right <= edge.right + 1 &&
          getComputedStyle(name).textOverflow !== 'ellipsis';
        return whole ? [] : [store];
      }),
    );
    expect(cut).toEqual([]);
  });

  it('names the store in full on hover where the latest-pictures strip shortens a caption', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1366, height: 850 });
    await page.goto('/StorePicture');
    await settle(page, 'Store Pictures');
    const strip = page.getByRole('list', { name: 'Recent pictures' }).getByRole('listitem');
    await expect.poll(() => strip.count(), POLL).toBeGreaterThan(0);
    const missing = await strip.evaluateAll((all) =>
      all.flatMap((item) => {
        const label = item.getAttribute('aria-label') ?? '';
        const store = label.slice(label.indexOf(' at ') + 4);
        const caption = item.querySelector('p') as HTMLElement | null;
        const shortened = caption ? caption.scrollWidth > caption.clientWidth : false;
        const title = item.querySelector('button')?.getAttribute('title') ?? '';
        return shortened && !title.includes(store) ? [store] : [];
      }),
    );
    expect(missing).toEqual([]);
  });
});
