// Journey Plan at 800 px: with stores on several days, no code, date, day name, status or
// control label breaks inside its word, every store name is shown in full (wrapped, and on hover),
// and nothing pushes the page or the main area sideways.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { yearsAhead } from '../../support/seed-day.js';
import { screenshot } from '../a11y-support.js';
import { signInBehind } from '../support.js';

describe('Journey Plan at 800 px', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ width: 800, height: 900 });
    await signInBehind(session.page, 'admin', 'Admin@2026');
  });
  afterAll(() => session?.close());

  it('keeps every code, date and label on one line and every store name whole', { timeout: 120_000 }, async () => {
    const { page } = session;
    await page.goto(`/JourneyPlan?member=3&year=${yearsAhead(7)}&week=22`);
    for (const day of ['Monday', 'Wednesday', 'Sunday']) {
      await page.getByRole('button', { name: `Add store to ${day}` }).click();
      const option = page.getByRole('dialog').getByRole('option').nth(2);
      await option.waitFor();
      await option.click();
      await page.getByRole('listitem', { name: day }).getByTestId('store-code').first().waitFor();
    }
    await screenshot(page, 'Journey Plan 800');
    const fit = await page.evaluate(() => {
      const main = document.querySelector('main')!;
      const broken = new Set<string>();
      const cut: string[] = [];
      // Short one-word texts (a code, a date, a day, a status, a button's label) stay on one line.
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        if (!/^\S{1,16}$/.test(text)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        if (new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1) broken.add(text);
      }
      for (const name of main.querySelectorAll<HTMLElement>('[data-testid="store-name"]')) {
        const card = name.closest<HTMLElement>('[class*="card"]') ?? name.parentElement!;
        const whole = name.getBoundingClientRect().right <= card.getBoundingClientRect().right + 1;
        if (!whole || !(name.title ?? '').includes(name.textContent ?? '')) cut.push(name.textContent ?? '');
      }
      return {
        broken: [...broken],
        cut,
        pageOverflow: Math.max(0, document.documentElement.scrollWidth - window.innerWidth),
        mainOverflow: Math.max(0, main.scrollWidth - main.clientWidth),
      };
    });
    expect(fit).toEqual({ broken: [], cut: [], pageOverflow: 0, mainOverflow: 0 });
  });
});
