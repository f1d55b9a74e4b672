// Month Visit in dark mode, as the field supervisor who reads their own month: the day numbers read on every
// tile (missed and fully visited days keep their tint, dark), the filter bar's Apply reads at rest, and axe finds
// no colour-contrast failure.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { settle } from '../a11y-support.js';
import { POLL, signInBehind } from '../support.js';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** axe's colour-contrast rule alone, on the page as it is: the elements it fails. */
async function contrastFailures(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe;
    const results = await axe.run(document, { runOnly: { type: 'rule', values: ['color-contrast'] } });
    return results.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')));
  });
}

/**
 * The contrast ratio (1..21) of an element's text (or, with `fill`, its edge: its border where it has one, else its
 * own background) against the first opaque background behind it (or, with `fill`, behind its parent).
 */
const contrast = (element: Locator, fill: boolean) =>
  element.evaluate((node, fill) => {
    const rgb = (color: string) => color.match(/[\d.]+/g)?.map(Number) ?? [];
    const luminance = ([r, g, b]: number[]) => {
      const [x, y, z] = [r, g, b].map((value) => {
        const channel = (value ?? 0) / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
      return 0.2126 * x + 0.7152 * y + 0.0722 * z;
    };
    let behind: Element | null = fill ? node.parentElement : node;
    let background = [255, 255, 255];
    while (behind) {
      const parts = rgb(getComputedStyle(behind).backgroundColor);
      if (parts.length >= 3 && (parts.length < 4 || (parts[3] ?? 1) > 0.5)) {
        background = parts.slice(0, 3);
        break;
      }
      behind = behind.parentElement;
    }
    const style = getComputedStyle(node);
    const bordered = Number.parseFloat(style.borderTopWidth) >= 1 && rgb(style.borderTopColor)[3] !== 0;
    const front = rgb(fill ? (bordered ? style.borderTopColor : style.backgroundColor) : style.color);
    // A fill that is not painted is the background behind it.
    const painted = !fill || (front.length >= 3 && (front.length < 4 || (front[3] ?? 1) > 0.5));
    const [light, dark] = [luminance(painted ? front : background), luminance(background)].sort((a, b) => b - a);
    return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
  }, fill);
const textContrast = (element: Locator) => contrast(element, false);
const fillContrast = (element: Locator) => contrast(element, true);

describe('Month Visit in dark mode', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 850 }, { colorScheme: 'dark' });
    await signInBehind(session.page, 'supervisor', 'Supervisor@2026');
  });
  afterAll(() => session?.close());

  it('shows every day number readable on its tile, tinted days included', async () => {
    const { page } = session;
    await page.goto('/MonthVisit');
    const calendar = page.getByRole('list', { name: 'Month calendar' });
    await calendar.waitFor({ timeout: 30_000 });
    await settle(page, 'Month Visit');
    const days = calendar.getByRole('listitem');
    await expect.poll(() => days.count(), POLL).toBeGreaterThan(27);
    // Missed days carry the red tint: the month must hold some, or the check proves little.
    expect(await calendar.getByRole('listitem', { name: /missed/ }).count()).toBeGreaterThan(0);
    for (const day of await days.all()) {
      expect(await textContrast(day.locator('p').first())).toBeGreaterThanOrEqual(4.5);
    }
    expect(await contrastFailures(page)).toEqual([]);
  });
});

describe.each(['light', 'dark'] as const)("the filter bar's Apply at rest (%s)", (colorScheme) => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 850 }, { colorScheme });
    await signInBehind(session.page, 'supervisor', 'Supervisor@2026');
  });
  afterAll(() => session?.close());

  it('reads as a button: its label against its fill, its edge against the bar', async () => {
    const { page } = session;
    await page.goto('/DailySales');
    await settle(page, 'Daily Sales');
    const apply = page.getByRole('form', { name: 'Report filters' }).getByRole('button', { name: 'Apply' });
    await apply.waitFor();
    expect(await page.getByText('Changes not applied').count()).toBe(0);
    expect(await textContrast(apply)).toBeGreaterThanOrEqual(4.5);
    // WCAG's 3:1 for what marks out a control: an edge barely off the bar's own reads as a disabled button.
    expect(await fillContrast(apply)).toBeGreaterThanOrEqual(3);
    expect(await contrastFailures(page)).toEqual([]);
  });
});
