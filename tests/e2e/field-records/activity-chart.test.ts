// A manager reads Market Activity's chart at 1366 and 800 px: a count axis ticks whole numbers only, and every
// category is named whole on the chart, its full name also in a tooltip (an SVG title), as the table lists them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { screenshot, settle } from '../a11y-support.js';
import { overlappingTexts, signInBehind } from '../support.js';

for (const width of [1366, 800]) {
  describe(`Market Activity's chart at ${width} px`, () => {
    let session: BrowserSession;
    beforeAll(async () => {
      session = await openBrowser({ width, height: 900 });
      await signInBehind(session.page, 'manager', 'Manager@2026');
    });
    afterAll(() => session?.close());

    it('ticks whole counts and names every category whole', async () => {
      const { page } = session;
      await page.goto('/MarkeetActivity');
      const figure = page.getByRole('figure', { name: 'Activities by category (count)' });
      await figure.locator('svg').first().waitFor();
      await settle(page, 'Market Activity');
      await figure.scrollIntoViewIfNeeded();
      await screenshot(page, `chart ${width} Market Activity`);
      const categories = await figure.locator('table tbody tr td:first-child').allTextContents();
      expect(categories.length).toBeGreaterThan(0);
      const texts = await figure.locator('svg text').allTextContents();
      const figures = texts.filter((text) => /^[\d.,]+$/.test(text.trim()));
      expect(figures.length).toBeGreaterThan(1);
      expect(figures.filter((text) => !/^\d[\d,]*$/.test(text.trim()))).toEqual([]);
      // Named whole (one text, or lines of one label), never cut with an ellipsis.
      const drawn = await figure.locator('svg g:has(> text)').evaluateAll((groups) =>
        groups.map((group) => ({
          text: [...group.querySelectorAll(':scope > text')].map((text) => text.textContent ?? '').join(' '),
          title: group.querySelector(':scope > title')?.textContent ?? '',
        })),
      );
      for (const category of categories)
        expect(drawn.filter((label) => label.text === category && label.title === category)).toHaveLength(1);
      expect(texts.filter((text) => text.includes('…'))).toEqual([]);
      expect(await overlappingTexts(figure)).toEqual([]);
    });
  });
}
