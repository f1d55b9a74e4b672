// Team Location's division names and the team's badges never cover each other: each name stands where no cluster
// badge or member's dot overlaps it, so both the name and the badge's count read whole; at 1366 and at 800 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { POLL, signInBehind } from '../support.js';

/** Each division name in the map's view that a badge or a member's dot overlaps, with what overlaps it. */
function overlapped(labels: Element[]): string[] {
  const map = labels[0]?.closest('.leaflet-container');
  if (!map) return ['no map'];
  const view = map.getBoundingClientRect();
  const markers = [
    ...map.querySelectorAll('.leaflet-marker-pane > *, .leaflet-overlay-pane path.leaflet-interactive'),
  ].map((marker) => ({
    box: marker.getBoundingClientRect(),
    what: marker.textContent || marker.getAttribute('class'),
  }));
  // Drawn over the divisions' shapes: the names' pane stacks above the SVG the shapes are drawn in (its sibling).
  const pane = labels[0]!.parentElement!;
  const shapes = pane.parentElement?.querySelector(':scope > svg');
  const stacked = (element: Element | null | undefined) => Number(element && getComputedStyle(element).zIndex) || 0;
  if (shapes && stacked(pane) <= stacked(shapes)) return [`names under the shapes (${stacked(pane)})`];
  return labels.flatMap((label) => {
    const box = label.getBoundingClientRect();
    const centre = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    if (centre.x < view.left || centre.x > view.right || centre.y < view.top || centre.y > view.bottom) return [];
    const over = markers.filter(
      ({ box: other }) =>
        other.left < box.right && other.right > box.left && other.top < box.bottom && other.bottom > box.top,
    );
    return over.length > 0 ? [`${label.textContent} under ${over.map(({ what }) => what).join(', ')}`] : [];
  });
}

describe('Team Location division labels', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 900 });
    await signInBehind(session.page, 'supervisor', 'Supervisor@2026');
  });
  afterAll(() => session?.close());

  it.each([1366, 800])(
    'keeps every division name clear of the badges and dots at %i px',
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
      await expect.poll(() => labels.evaluateAll(overlapped), POLL).toEqual([]);
    },
    90_000,
  );

  it('keeps the page to the height of its map and member list, the list scrolling within its own box', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/TeamLocation');
    const list = page.getByRole('list', { name: 'Members on the map' });
    await expect.poll(() => list.getByRole('listitem').count(), POLL).toBeGreaterThan(50);
    const heights = await page.evaluate(() => ({
      page: document.documentElement.scrollHeight,
      list: document.querySelector('[aria-label="Members on the map"]')!.scrollHeight,
    }));
    // The whole team is in the list (its own scroll is thousands of pixels), the page a screen and a bit.
    expect(heights.list).toBeGreaterThan(2_000);
    expect(heights.page).toBeLessThan(1_500);
  });
});
