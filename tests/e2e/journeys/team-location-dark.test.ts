// A supervisor reads Team Location in dark mode: every dot of the map's legend stands out from the page behind it
// (its outer edge at least 3:1, the contrast asked of a graphic that carries meaning).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { screenshot, settle } from '../a11y-support.js';
import { signInBehind } from '../support.js';

describe('Team Location legend in dark mode', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 900 }, { colorScheme: 'dark' });
    await signInBehind(session.page, 'supervisor', 'Supervisor@2026');
  });
  afterAll(() => session?.close());

  it('draws every legend dot with an edge that stands out', async () => {
    const { page } = session;
    await page.goto('/TeamLocation');
    const legend = page.getByRole('list', { name: 'Map legend' });
    await legend.waitFor({ timeout: 30_000 });
    await settle(page, 'Team Location');
    await legend.scrollIntoViewIfNeeded();
    await screenshot(page, 'dark Team Location');
    const edges = await legend.locator('li > span:first-child').evaluateAll((dots) =>
      dots.map((dot) => {
        const rgb = (color: string) => color.match(/[\d.]+/g)?.map(Number) ?? [];
        const luminance = ([r, g, b]: number[]) => {
          const [x, y, z] = [r, g, b].map((value) => {
            const channel = (value ?? 0) / 255;
            return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
          }) as [number, number, number];
          return 0.2126 * x + 0.7152 * y + 0.0722 * z;
        };
        let background = [255, 255, 255];
        for (let behind = dot.parentElement; behind; behind = behind.parentElement) {
          const parts = rgb(getComputedStyle(behind).backgroundColor);
          if (parts.length >= 3 && (parts.length < 4 || (parts[3] ?? 1) > 0.5)) {
            background = parts.slice(0, 3);
            break;
          }
        }
        const style = getComputedStyle(dot);
        const ringed = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 1;
        const bordered = Number.parseFloat(style.borderTopWidth) >= 1;
        const edge = rgb(ringed ? style.outlineColor : bordered ? style.borderTopColor : style.backgroundColor);
        const [light, dark] = [luminance(edge), luminance(background)].sort((a, b) => b - a);
        return Math.round((((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)) * 10) / 10;
      }),
    );
    expect(edges.length).toBe(4);
    expect(edges.filter((ratio) => ratio < 3)).toEqual([]);
  });
});
