// Dark mode: a browser that prefers a dark scheme gets dark pages that still pass axe, and the header's
// switch turns the product light (and back) whatever the system says.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { screenshot, seriousViolations, settle } from '../a11y-support.js';
import { POLL, signInBehind } from '../support.js';

/** The relative luminance (0 black .. 1 white) of the background behind the main region or the body. */
const backgroundLuminance = (page: Page) =>
  page.evaluate(() => {
    let element: Element | null = document.querySelector('main') ?? document.body;
    while (element) {
      const color = getComputedStyle(element).backgroundColor;
      const parts = color.match(/[\d.]+/g)?.map(Number) ?? [];
      if (parts.length >= 3 && (parts.length < 4 || (parts[3] ?? 1) > 0)) {
        const [r, g, b] = parts.slice(0, 3).map((value) => {
          const channel = value / 255;
          return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
        }) as [number, number, number];
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      }
      element = element.parentElement;
    }
    return 1; // nothing painted: the canvas is white
  });

describe('dark mode from the system setting', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 850 }, { colorScheme: 'dark' });
  });
  afterAll(() => session?.close());

  it('draws the sign-in page dark, with no serious or critical violation', async () => {
    const { page } = session;
    await page.goto('/auth/signin-1');
    await page.getByRole('heading').first().waitFor();
    await settle(page);
    await screenshot(page, 'dark Sign in');
    expect(await backgroundLuminance(page)).toBeLessThan(0.1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it.each([
    ['Dashboard', '/app/dashboard/default'],
    ['Store List', '/store'],
    ['Daily Sales', '/DailySales'],
    ['Users List', '/Users'],
    ['Brand List', '/BrandList'],
    ['Journey Plan', '/JourneyPlan'],
    ['Month Visit', '/MonthVisit'],
    ['Promoter Target Setting', '/TargetSetting'],
    ['Target And Achivement', '/TargetAndAchivement'],
    ['Market Issues', '/MarketIssue'],
    ['Store Pictures', '/StorePicture'],
  ])(
    'draws %s dark, with no serious or critical violation',
    async (title, path) => {
      const { page } = session;
      if (page.url().includes('/auth/')) await signInBehind(page, 'admin', 'Admin@2026');
      await page.goto(path);
      await settle(page, title);
      await screenshot(page, `dark ${title}`);
      expect(await backgroundLuminance(page)).toBeLessThan(0.1);
      expect(await seriousViolations(page)).toEqual([]);
    },
    120_000,
  );

  it('turns light with the header switch, and stays light after a reload', async () => {
    const { page } = session;
    const toggle = page.getByRole('button', { name: 'Dark mode' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed'), POLL).toBe('false');
    await expect.poll(() => backgroundLuminance(page), POLL).toBeGreaterThan(0.8);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await backgroundLuminance(page)).toBeGreaterThan(0.8);
    await page.getByRole('button', { name: 'Dark mode' }).click(); // back to dark for whoever comes next
    await expect.poll(() => backgroundLuminance(page), POLL).toBeLessThan(0.1);
  });
});
