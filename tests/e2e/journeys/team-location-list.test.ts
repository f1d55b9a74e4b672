// Team Location's member list beside the map: who is on it, when each was last seen and where, the most recently
// seen first; found by typing part of a name; choosing one shows them on the map. As a manager, at a laptop's width
// and a narrow window's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { graphql, POLL, signInBehind } from '../support.js';

interface Position {
  ageMinutes: number;
  stale: boolean;
  teamMember: { id: number; name: string } | null;
  store: { code: string; name: string } | null;
}

describe('Team Location member list', () => {
  let session: BrowserSession;
  let positions: Position[];
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 850 });
    await signInBehind(session.page, 'manager', 'Manager@2026');
    const answer = await graphql<{ teamLocations: Position[] }>(
      session.page,
      '{ teamLocations { ageMinutes stale teamMember { id name } store { code name } } }',
    );
    positions = answer.teamLocations;
  });
  afterAll(() => session?.close());

  it('lists every member on the map, the most recently seen first, with when and where', async () => {
    const { page } = session;
    expect(positions.length).toBeGreaterThan(3);
    await page.goto('/TeamLocation');
    const list = page.getByRole('list', { name: 'Members on the map' });
    await expect.poll(() => list.getByRole('listitem').count(), POLL).toBe(positions.length);
    // Seen at the same minute: by name.
    const expected = [...positions].sort(
      (a, b) => a.ageMinutes - b.ageMinutes || (a.teamMember?.name ?? '').localeCompare(b.teamMember?.name ?? ''),
    );
    const names = await list
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-member') ?? ''));
    expect(names).toEqual(expected.map((position) => position.teamMember?.name ?? ''));
    const first = list.getByRole('listitem').first();
    const store = expected[0]?.store;
    if (store) await expect.poll(() => first.textContent(), POLL).toContain(store.name);
    const staleCount = positions.filter((position) => position.stale).length;
    expect(await list.locator('[data-stale="true"]').count()).toBe(staleCount);
  });

  it('finds a member by part of the name and shows them on the map when chosen', async () => {
    const { page } = session;
    await page.goto('/TeamLocation');
    const target = positions.find((position) => position.teamMember)!;
    const name = target.teamMember!.name;
    const part = name.split(' ')[0]!.toLowerCase();
    await page.getByRole('searchbox', { name: 'Find a member' }).fill(part);
    const list = page.getByRole('list', { name: 'Members on the map' });
    const matching = positions.filter((position) => position.teamMember?.name.toLowerCase().includes(part)).length;
    await expect.poll(() => list.getByRole('listitem').count(), POLL).toBe(matching);
    await list
      .getByRole('button', { name: new RegExp(`^Show on the map: ${name}`) })
      .first()
      .click();
    const popup = page.getByTestId('team-map').locator('.leaflet-popup');
    await expect.poll(() => popup.textContent(), POLL).toContain(name);
  });

  it('keeps the list in view below the map in a narrow window', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/TeamLocation');
    const list = page.getByRole('list', { name: 'Members on the map' });
    await expect.poll(() => list.getByRole('listitem').count(), POLL).toBe(positions.length);
    const map = await page.getByTestId('team-map').boundingBox();
    const box = await list.boundingBox();
    expect(map && map.height > 300 && map.width > 600).toBe(true);
    expect(box && map && box.y >= map.y + map.height - 1).toBe(true);
    expect(box && box.x + box.width <= 800).toBe(true);
    await page.screenshot({ path: 'test-results/screens/team-location-800.png', fullPage: true });
    // The list scrolls within itself: a whole team does not make the page a long list.
    expect(box && box.height <= 460).toBe(true);
    await page.setViewportSize({ width: 1366, height: 850 });
    await page.goto('/TeamLocation');
    await expect.poll(() => list.getByRole('listitem').count(), POLL).toBe(positions.length);
    await page.screenshot({ path: 'test-results/screens/team-location-1366.png' });
  });
});
