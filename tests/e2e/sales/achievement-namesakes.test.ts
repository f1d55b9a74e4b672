// A manager reads Target and Achievement: the chart of the largest targets gives each member a bar group of
// their own, and two members of one name are told apart by their tag, as the API answers them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { businessToday } from '../../support/business-day.js';
import { graphql, POLL, signInBehind } from '../support.js';

interface Row {
  teamMember: { id: number; name: string } | null;
  target: number;
}

describe('achievement chart keeps namesakes apart', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 900 });
    await signInBehind(session.page, 'admin', 'Admin@2026');
  });
  afterAll(() => session?.close());

  it('draws one slot per member of the 15 largest targets, namesakes named apart', async () => {
    const { page } = session;
    await page.goto('/AchivementByQuantity');
    await page
      .getByRole('figure', { name: /Achievement by quantity|target and projected/i })
      .first()
      .waitFor();
    // A month of this test's own, a year ahead: its largest targets are the ones set here, whatever the demo's
    // figures of this month are. Two members of one name among them, with the largest two.
    const { year, month } = businessToday();
    const ahead = { year: year + 1, month };
    const members = await graphql<{ teamMembers: { items: { id: number; name: string }[] } }>(
      page,
      '{ teamMembers(filter: { role: TAKES_TARGETS, active: true }, limit: 1000) { items { id name } } }',
    );
    const items = members.teamMembers.items;
    const shared = items.find((member, index) => items.findIndex((other) => other.name === member.name) !== index);
    const pair = shared && items.filter((member) => member.name === shared.name).slice(0, 2);
    expect(pair, 'the demo has members who share a name').toBeDefined();
    // Eighteen more, of names held once among those chosen: the pair is the only namesakes of the month.
    const chosen = new Set([shared!.name]);
    const others = items.filter((member) => !chosen.has(member.name) && chosen.add(member.name)).slice(0, 18);
    const brands = await graphql<{ brands: { id: number }[] }>(page, '{ brands { id } }');
    const brandId = brands.brands[0]!.id;
    const targets = [...pair!, ...others].map((member, index) => ({
      teamMemberId: member.id,
      brandId,
      target: 5000 - index * 100,
    }));
    await graphql(
      page,
      'mutation ($y: Int!, $m: Int!, $t: [TargetInput!]!) ' +
        '{ setMonthlyTargets(year: $y, month: $m, type: QUANTITY, targets: $t) { saved } }',
      { y: ahead.year, m: ahead.month, t: targets },
    );

    await page.goto(`/AchivementByQuantity?month=${ahead.year}-${String(ahead.month).padStart(2, '0')}`);
    const figure = page.getByRole('figure', { name: /Achievement by quantity|target and projected/i }).first();
    await figure.locator('svg').first().waitFor();
    const answer = await graphql<{ achievementByQuantity: { rows: Row[] } }>(
      page,
      'query ($y: Int!, $m: Int!) ' +
        '{ achievementByQuantity(year: $y, month: $m) { rows { teamMember { id name } target } } }',
      { y: ahead.year, m: ahead.month },
    );
    const top = [...answer.achievementByQuantity.rows].sort((a, b) => b.target - a.target).slice(0, 15);
    const names = top.map((row) => row.teamMember?.name ?? '?');
    const namesakes = names.filter((name, index) => names.indexOf(name) !== index);
    expect(namesakes).toEqual([pair![0]!.name]);

    // The figures drawn (the chart's own table): one row per member, every label different.
    const labels = figure.locator('table tbody tr td:first-child');
    await expect.poll(() => labels.count(), POLL).toBe(top.length);
    const drawn = await labels.allTextContents();
    expect(new Set(drawn).size).toBe(top.length);
    for (const name of namesakes)
      expect(drawn.filter((label) => label.startsWith(`${name} (`)).length).toBeGreaterThan(1);
  });
});
