// The API explorer link shows only for members who hold its page: the administrator holds "API
// Explorer" and sees the header link, which opens the explorer; a promoter does not hold it, sees no link, and
// /explorer refuses them with a way back to the product.
import { afterEach, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { graphql, signIn } from '../support.js';

describe('the API explorer link', () => {
  let session: BrowserSession | undefined;
  afterEach(async () => {
    await session?.close();
    session = undefined;
  });

  it('shows for the administrator, who holds its page, and opens the explorer', async () => {
    session = await openBrowser({ width: 1366, height: 850 });
    const { page } = session;
    await signIn(page, 'admin', 'Admin@2026');
    const { me } = await graphql<{ me: { pages: string[] } }>(page, 'query { me { pages } }');
    expect(me.pages).toContain('API Explorer');
    const link = page.getByRole('link', { name: 'API explorer' });
    await link.waitFor();
    await link.click();
    await page.waitForURL((url) => url.pathname === '/explorer');
    // The header's title: the editor's welcome comment, drawn about as soon, names the API too.
    await page.getByText('FieldPulse API').first().waitFor();
  }, 120_000);

  it('is absent for a promoter, whose pages lack it, and /explorer refuses them with a way back', async () => {
    session = await openBrowser({ width: 1366, height: 850 });
    const { page } = session;
    await signIn(page, 'promoter', 'Promoter@2026');
    const { me } = await graphql<{ me: { pages: string[] } }>(page, 'query { me { pages } }');
    expect(me.pages).not.toContain('API Explorer');
    // The header is drawn (the member's name) and holds no link to the explorer.
    await page.getByRole('link', { name: 'Dashboard' }).first().waitFor();
    expect(await page.getByRole('link', { name: 'API explorer' }).count()).toBe(0);
    expect(await page.locator('a[href="/explorer"]').count()).toBe(0);

    // The refusal wears the product's look: the app's font and page colour, a heading and a plain reason.
    const look = () =>
      page.evaluate(() => {
        const body = getComputedStyle(document.body);
        return { font: body.fontFamily, background: body.backgroundColor, color: body.color };
      });
    const productLook = await look();
    const answer = await page.goto('/explorer');
    expect(answer?.status()).toBe(403);
    await page.getByRole('heading', { name: 'No access to the API explorer', level: 1 }).waitFor();
    await page.getByText('The API explorer needs the "API Explorer" page.').waitFor();
    expect(await page.getByText('FieldPulse API').count()).toBe(0);
    expect(await look()).toEqual(productLook);
    // Nothing of the explorer's (or the product's) scripts is loaded to say no.
    expect(await page.evaluate(() => document.scripts.length)).toBe(0);
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await page.waitForURL((url) => url.pathname !== '/explorer');
    await page.getByRole('link', { name: 'Dashboard' }).first().waitFor();
  }, 120_000);
});
