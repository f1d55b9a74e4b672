// A created or edited row is shown and marked (issue 19): after adding a brand and after renaming it, its
// row is on screen with data-highlight="saved", and the toast names the brand.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from '../support/browser.js';
import { signIn } from './support.js';

describe('the row just saved', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 850 });
    await signIn(session.page, 'admin', 'Admin@2026');
    await session.page.goto('/BrandList');
    await session.page.getByRole('cell', { name: 'Samsung', exact: true }).waitFor();
  });
  afterAll(() => session?.close());

  it('marks a brand just added, then just renamed, on screen, and names it in the toast', async () => {
    const { page } = session;
    const name = `Marked ${randomUUID().slice(0, 8)}`;
    const saved = page.locator('table tbody tr[data-highlight="saved"]');
    await page.getByRole('button', { name: 'Add brand' }).click();
    await page.getByRole('dialog').getByLabel('Brand name').fill(name);
    await page.getByRole('dialog').getByRole('button', { name: 'Save brand' }).click();
    await page.getByText(`Brand ${name} added`).first().waitFor();
    await expect.poll(() => saved.textContent()).toContain(name);
    expect(await saved.count()).toBe(1);
    expect(await saved.isVisible()).toBe(true);

    const renamed = `${name} bis`;
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    await page.getByRole('dialog').getByLabel('Brand name').fill(renamed);
    await page.getByRole('dialog').getByRole('button', { name: 'Save brand' }).click();
    await page.getByText(`Brand ${renamed} saved`).first().waitFor();
    await expect.poll(() => saved.textContent()).toContain(renamed);
    expect(await saved.isVisible()).toBe(true);

    await page.getByRole('button', { name: `Remove ${renamed}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => page.getByRole('cell', { name: renamed, exact: true }).count()).toBe(0);
  }, 120_000);
});
