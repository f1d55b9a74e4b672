// Deployment opens on "Last 12 months": the range select shows its whole name at 1366 and 800 px, as every
// named range of the report filter bar must (the text of a native select is cut without an ellipsis).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { POLL, signInBehind } from '../support.js';

describe('Deployment range select', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 850 });
    await signInBehind(session.page, 'manager', 'Manager@2026');
  });
  afterAll(() => session?.close());

  it.each([1366, 800])('names its range whole at %i px', async (width) => {
    const { page } = session;
    await page.setViewportSize({ width, height: 850 });
    await page.goto('/Deployment');
    const range = page.getByLabel('Date range');
    await expect
      .poll(() => range.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text), POLL)
      .toBe('Last 12 months');
    // The chosen option's text, in the select's own font, against the room the select gives it.
    const room = await range.evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = context.measureText(select.selectedOptions[0]?.text ?? '').width;
      const inner = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { text, inner };
    });
    expect(room.text).toBeLessThanOrEqual(room.inner);
  });
});
