// Every report of the registry on paper: printed with `media: print`, each shows its title, its
// applied filters as text, its totals and charts, every row (no inner scroll box) and no menu or button.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { navigate, registeredScreens, settle } from '../a11y-support.js';
import { signIn } from '../support.js';

const SCREENS = await registeredScreens();

/** A report is a screen with a report filter bar, or charts (the Dashboard). */
async function isReport(page: Page): Promise<boolean> {
  const filters = await page.getByRole('form', { name: 'Report filters' }).count();
  return filters > 0 || (await page.locator('main figure').count()) > 0;
}

const visible = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((all) => all.filter((element) => element.checkVisibility()).length);

/** What the screen shows that paper must keep: its tables' totals rows, its charts, its applied filters. */
async function onScreen(page: Page) {
  return {
    footers: await visible(page, 'main table tfoot'),
    figures: await visible(page, 'main figure'),
    applied: await page.getByRole('list', { name: 'Applied filters' }).count(),
  };
}

describe('every report prints as a report', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 850 });
    await signIn(session.page, 'admin', 'Admin@2026');
  });
  afterAll(() => session?.close());

  /** What paper got wrong on one report screen; empty when it prints as a report. */
  async function printProblems(page: Page, title: string): Promise<string[]> {
    const shown = await onScreen(page);
    const problems: string[] = [];
    const check = (ok: boolean, what: string) => {
      if (!ok) problems.push(what);
    };
    await page.emulateMedia({ media: 'print' });
    try {
      check(await page.getByRole('heading', { level: 1, name: title, exact: true }).isVisible(), 'no title');
      check(!(await page.getByRole('navigation', { name: 'Main menu' }).isVisible()), 'menu shown');
      check(!(await page.getByRole('form', { name: 'Report filters' }).isVisible()), 'filter form shown');
      const buttons = await page
        .getByRole('button')
        .evaluateAll((all) =>
          all.filter((b) => b.getClientRects().length > 0).map((b) => b.textContent?.trim() || b.ariaLabel),
        );
      check(buttons.length === 0, `buttons shown: ${buttons.join(', ')}`);
      if (shown.applied > 0) {
        const applied = page.getByRole('list', { name: 'Applied filters' }).first();
        check((await applied.isVisible()) && (await applied.textContent())?.trim() !== '', 'no filters as text');
      }
      check((await visible(page, 'main table tfoot')) === shown.footers, 'totals row hidden');
      check((await visible(page, 'main figure')) === shown.figures, 'chart hidden');
      // Every row on paper: no box around a table scrolls or clips it (a chart's table for screen readers,
      // in a one-pixel box, is not on paper).
      const clipped = await page.locator('main table').evaluateAll((tables) =>
        tables.flatMap((table) => {
          const boxes: string[] = [];
          for (let box = table.parentElement; box && box.tagName !== 'MAIN'; box = box.parentElement) {
            const style = getComputedStyle(box);
            if (box.clientHeight > 1 && box.scrollHeight > box.clientHeight + 1 && style.overflowY !== 'visible')
              boxes.push(
                `${table.ariaLabel}: ${box.className} ${box.scrollHeight}>${box.clientHeight} ${style.overflowY}`,
              );
          }
          return boxes;
        }),
      );
      check(clipped.length === 0, `in a scroll box: ${clipped.join('; ')}`);
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }
    return problems;
  }

  it('prints every report with its filters as text, totals and charts, every row, and no menu or buttons', async () => {
    const { page } = session;
    const problems: Record<string, string[]> = {};
    const printed: string[] = [];
    for (const { title, path } of SCREENS) {
      await navigate(page, path);
      await settle(page, title);
      if (!(await isReport(page))) continue;
      printed.push(title);
      const found = await printProblems(page, title);
      if (found.length > 0) problems[title] = found;
    }
    expect(problems).toEqual({});
    // The reports of the menu were found as such: Store Check, Sales' reports, the records and the Dashboard.
    for (const title of ['Dashboard', 'Summary', 'Detail', 'Stock Report', 'By Date', 'Daily Sales', 'Stock'])
      expect(printed).toContain(title);
  }, 600_000);
});
