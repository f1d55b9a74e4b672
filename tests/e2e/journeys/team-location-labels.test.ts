// Team Location's division names stay readable over the team: each label is drawn above the cluster badges and
// member dots (the element on top at its centre and across its text is the label) on a ground of its own, so a
// badge passing beneath does not show through its text; at 1366 and at 800 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { POLL, signIn } from '../support.js';

const SHOTS = '/tmp/gw-daily-shots';

/** What keeps each label of the map from being read: something drawn on top of it, or a see-through ground. */
function unreadable(elements: Element[]): string[] {
  // Labels take no pointer (clicks go through to the badges), so hit testing skips them: for this reading only they
  // take it, and what is drawn on top at points across each label is found.
  for (const label of elements) (label as HTMLElement).style.pointerEvents = 'auto';
  const found = elements.flatMap((label) => {
    const box = label.getBoundingClientRect();
    const map = label.closest('.leaflet-container')?.getBoundingClientRect();
    const centre = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    // A label out of the map's view is not read.
    if (!map || centre.x < map.left || centre.x > map.right || centre.y < map.top || centre.y > map.bottom) return [];
    const ground = getComputedStyle(label).backgroundColor;
    const alpha =
      ground === 'transparent'
        ? 0
        : Number(/\/\s*([\d.]+)\s*\)$/.exec(ground)?.[1] ?? /^rgba\(.*,\s*([\d.]+)\)$/.exec(ground)?.[1] ?? 1);
    if (alpha < 0.8) return [`${label.textContent}: a see-through ground (${ground})`];
    const points = [0.1, 0.3, 0.5, 0.7, 0.9].flatMap((fx) =>
      [0.3, 0.5, 0.7].map((fy) => ({ x: box.left + box.width * fx, y: box.top + box.height * fy })),
    );
    const covers = points.flatMap(({ x, y }) => {
      const top = document.elementFromPoint(x, y);
      return top && (top === label || label.contains(top)) ? [] : [top?.getAttribute('class') ?? top?.tagName];
    });
    return covers.length > 0 ? [`${label.textContent}: under ${covers[0]}`] : [];
  });
  for (const label of elements) (label as HTMLElement).style.pointerEvents = '';
  return found;
}

describe('Team Location division labels', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 900 });
    await signIn(session.page, 'supervisor', 'Supervisor@2026');
  });
  afterAll(() => session?.close());

  it.each([1366, 800])(
    'keeps every division name readable over the team at %i px',
    async (width) => {
      const { page } = session;
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/TeamLocation');
      const labels = page.locator('.fp-division-label');
      await expect.poll(() => labels.count(), { timeout: 30_000 }).toBe(8);
      await page.locator('.fp-cluster').first().waitFor(POLL);
      await page.locator('.leaflet-container').scrollIntoViewIfNeeded();
      // The map settles (its zoom animation and the clusters' spreading) before it is read.
      await page.waitForTimeout(1_000);
      await page.screenshot({ path: `${SHOTS}/team-location-${width}.png` });
      expect(await labels.evaluateAll(unreadable)).toEqual([]);
    },
    90_000,
  );
});
