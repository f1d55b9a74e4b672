// A manager reads Target and Achievement: the chart of the largest targets gives each member a bar group of
// their own, and two members of one name are told apart by their tag, as the API answers them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { businessToday } from '../../support/business-day.js';
import { graphql, signIn } from '../support.js';

interface Row {
  teamMember: { id: number; name: string } | null;
  target: number;
}

describe('achievement chart keeps namesakes apart', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 900 });
    await signIn(session.page, 'admin', 'Admin@2026');
  });
  afterAll(() => session?.close());

  it('draws one slot per member of the 15 largest targets, namesakes named apart', async () => {
    const { page } = session;
    await page.goto('/AchivementByQuantity');
    const figure = page.getByRole('figure', { name: /Achievement by quantity|target and projected/i }).first();
    await figure.locator('svg').first().waitFor();
    const { year, month } = businessToday();
    const answer = await graphql<{ achievementByQuantity: { rows: Row[] } }>(
      page,
      'query ($y: Int!, $m: Int!) ' +
        '{ achievementByQuantity(year: $y, month: $m) { rows { teamMember { id name } target } } }',
      { y: year, m: month },
    );
    const top = [...answer.achievementByQuantity.rows].sort((a, b) => b.target - a.target).slice(0, 15);
    const names = top.map((row) => row.teamMember?.name ?? '?');
    const namesakes = names.filter((name, index) => names.indexOf(name) !== index);
    expect(namesakes.length).toBeGreaterThan(0);

    // The figures drawn (the chart's own table): one row per member, every label different.
    const labels = await figure.locator('table tbody tr td:first-child').allTextContents();
    expect(labels).toHaveLength(top.length);
    expect(new Set(labels).size).toBe(top.length);
    for (const name of namesakes)
      expect(labels.filter((label) => label.startsWith(`${name} (`)).length).toBeGreaterThan(1);
  });
});
