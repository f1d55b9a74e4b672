// The template's routes are a living gallery of the product's components: each shows its part.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { signInBehind } from '../support.js';

describe('component gallery', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
    await signInBehind(session.page, 'manager', 'Manager@2026');
  });
  afterAll(() => session?.close());

  it('shows each component on its route', async () => {
    const { page } = session;
    const expectations: [string, () => Promise<void>][] = [
      ['/basic/button', () => page.getByRole('button', { name: 'Add store' }).waitFor()],
      ['/basic/badges', () => page.getByText('Unplanned', { exact: true }).waitFor()],
      ['/basic/breadcrumb-paging', () => page.getByText('Showing 51–100 of 1,512').waitFor()],
      ['/basic/collapse', () => page.getByText('Stock Report', { exact: true }).waitFor()],
      ['/basic/tabs-pills', () => page.getByRole('tab', { name: 'By value' }).waitFor()],
      ['/basic/typography', () => page.getByRole('heading', { name: 'Panel title' }).waitFor()],
      ['/forms/form-basic', () => page.getByLabel('Store name').waitFor()],
      ['/tables/bootstrap', () => page.getByRole('table', { name: 'Sample report' }).waitFor()],
      ['/charts/nvd3', () => page.locator('[data-testid="bar-chart"] svg').first().waitFor()],
      [
        '/maps/google-map',
        () => page.locator('[data-testid="gallery-map"] path.leaflet-interactive').first().waitFor(),
      ],
      ['/sample-page', () => page.getByText('No stores match these filters').waitFor()],
    ];
    for (const [path, shown] of expectations) {
      await page.goto(path);
      await shown();
      expect(new URL(page.url()).pathname).toBe(path);
    }
  });
});
