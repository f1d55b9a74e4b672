// Two team members may share a name, even in one region (the demo's 301 members have 77 names held by
// more than one): wherever a member is chosen or given a target, they are told apart by their login.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { signIn } from '../support.js';

const POLL = { timeout: 30_000 } as const;

const repeated = (texts: string[]) => texts.filter((text, index) => texts.indexOf(text) !== index);

describe('members who share a name', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
    await signIn(session.page, 'admin', 'Admin@2026');
  });
  afterAll(() => session?.close());

  it.each(['/MonthVisit', '/UserPermission'])('are told apart in the team member picker of %s', async (path) => {
    const { page } = session;
    await page.goto(path);
    const picker = page.getByRole('combobox', { name: 'Team member', exact: true });
    // A name many members share: typed, the picker lists them all, each with their login.
    await picker.fill('hossain');
    const options = page.getByRole('option');
    await expect.poll(() => options.count(), POLL).toBeGreaterThan(10);
    const texts = (await options.allTextContents()).map((text) => text.trim());
    expect(repeated(texts)).toEqual([]);
  });

  it('are told apart on the rows of the target grid', async () => {
    const { page } = session;
    await page.goto('/TargetSetting');
    const grid = page.getByRole('table', { name: /targets for/ });
    await grid.locator('tbody tr[aria-rowindex]').first().waitFor(POLL);
    const rows = Number(await grid.getAttribute('aria-rowcount')) - 1;
    expect(rows).toBeGreaterThan(100);
    // The grid draws the rows in view: scrolled through, each row's member cell is read once.
    const texts = await page.locator('[aria-label="Targets"]').evaluate(async (area) => {
      const seen = new Map<string, string>();
      for (;;) {
        for (const row of area.querySelectorAll('tbody tr[aria-rowindex]'))
          seen.set(row.getAttribute('aria-rowindex') ?? '', row.querySelector('td')?.textContent?.trim() ?? '');
        if (area.scrollTop + area.clientHeight >= area.scrollHeight - 1) return [...seen.values()];
        area.scrollTop += area.clientHeight / 2;
        await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
      }
    });
    expect(texts).toHaveLength(rows);
    expect(repeated(texts)).toEqual([]);
  });
});
