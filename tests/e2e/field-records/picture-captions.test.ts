// Store Pictures' captions are read whole: the picture's own caption (at its bottom edge) is never cropped by its
// thumbnail, and every line of text on a picture tile and on the latest-pictures strip
// sits inside its tile, neither cut across nor past the edge; a caption shortened with an ellipsis has its whole
// text in a title (on hover) and in what a screen reader says of the picture. Measured at 1366 and 800 px.
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { settle } from '../a11y-support.js';
import { POLL, signInBehind } from '../support.js';

/** The captions of each item cut by their box or their tile, or shortened without their whole text on offer. */
const cutCaptions = (items: Locator) =>
  items.evaluateAll((all) =>
    all.flatMap((item) => {
      const tile = (item.querySelector('button') ?? item) as HTMLElement;
      const edge = tile.getBoundingClientRect();
      const said = `${item.getAttribute('aria-label') ?? ''} ${tile.getAttribute('aria-label') ?? ''}`;
      const texts = [...tile.querySelectorAll<HTMLElement>('p, span')].filter(
        (element) => element.children.length === 0 && (element.textContent ?? '').trim() !== '',
      );
      // A picture carries a caption of its own at its bottom edge: shown whole, never cropped by its box.
      const cropped = [...tile.querySelectorAll('img')].flatMap((image) => {
        const box = image.getBoundingClientRect();
        if (image.naturalWidth === 0 || box.height === 0 || getComputedStyle(image).objectFit !== 'cover') return [];
        const off = Math.abs(box.width / box.height - image.naturalWidth / image.naturalHeight);
        return off > 0.05 ? [`${said.trim()}: picture cropped`] : [];
      });
      return cropped.concat(
        texts.flatMap((element) => {
          const text = (element.textContent ?? '').trim();
          const box = element.getBoundingClientRect();
          const inside =
            box.left >= edge.left - 1 &&
            box.right <= edge.right + 1 &&
            box.top >= edge.top - 1 &&
            box.bottom <= edge.bottom + 1;
          const style = getComputedStyle(element);
          const clippedAcross = element.scrollHeight > element.clientHeight + 1 && style.overflowY !== 'visible';
          const clippedAlong = element.scrollWidth > element.clientWidth + 1 && style.overflowX !== 'visible';
          if (!inside || clippedAcross) return [`${text}: cut`];
          if (!clippedAlong) return [];
          const title = element.closest('[title]')?.getAttribute('title') ?? '';
          const parts = text.split(' · ').filter(Boolean);
          const offered =
            style.textOverflow === 'ellipsis' && title.includes(text) && parts.every((p) => said.includes(p));
          return offered ? [] : [`${text}: shortened without its whole text`];
        }),
      );
    }),
  );

describe('picture captions', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 850 });
    await signInBehind(session.page, 'admin', 'Admin@2026');
  });
  afterAll(() => session?.close());

  it.each([1366, 800])('shows every caption whole at %i px', async (width) => {
    const { page } = session;
    await page.setViewportSize({ width, height: 850 });
    await page.goto('/StorePicture');
    await settle(page, 'Store Pictures');
    const tiles = page.getByRole('list', { name: 'Store pictures' }).getByRole('listitem');
    const strip = page.getByRole('list', { name: 'Recent pictures' }).getByRole('listitem');
    await expect.poll(() => tiles.count(), POLL).toBeGreaterThan(5);
    await expect.poll(() => strip.count(), POLL).toBeGreaterThan(0);
    expect(await cutCaptions(tiles)).toEqual([]);
    expect(await cutCaptions(strip)).toEqual([]);
  });
});
