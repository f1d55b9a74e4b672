// The dashboard speaks to the member in the product's words: a promoter's My day says what its figures count and how
// to get the parts it lacks without naming settings screens, its links are the product's teal, and the latest sales'
// value column names the currency as the cards and charts do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { POLL, signIn } from '../support.js';

describe('the dashboard in words', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 900 });
  });
  afterAll(() => session?.close());

  it("says on a promoter's My day what it counts and whom to ask, with links in the product's colour", async () => {
    const { page } = session;
    await signIn(page, 'promoter', 'Promoter@2026');
    const day = page.getByRole('region', { name: 'My day' });
    await day.getByText("Counted here for you alone; Detail lists the whole team's checks.").waitFor(POLL);
    await day.getByText(/of your day here: ask your administrator for access\.$/).waitFor(POLL);
    expect(await day.getByText(/User Permission|cannot be narrowed/).count()).toBe(0);
    const link = day.getByRole('link', { name: 'Open Detail' });
    const colours = await page.evaluate(() => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--chakra-colors-teal-fg)';
      document.body.append(probe);
      const teal = getComputedStyle(probe).color;
      probe.remove();
      return teal;
    });
    expect(await link.evaluate((element) => getComputedStyle(element).color)).toBe(colours);
  });

  it('names the currency over the latest sales values', async () => {
    const { page } = session;
    await page.context().clearCookies();
    // An administrator is not field staff: the dashboard is the company's, with no My day tab to leave.
    await signIn(page, 'admin', 'Admin@2026');
    const table = page.getByRole('table', { name: 'Latest sales' });
    await table.waitFor(POLL);
    const headers = await table.locator('thead th').allInnerTexts();
    expect(headers.map((header) => header.trim())).toContainEqual(expect.stringMatching(/^Value \(\S+\)$/));
  });
});
