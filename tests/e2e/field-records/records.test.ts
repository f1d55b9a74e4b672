// Field records in the browser: the picture gallery filtered, a picture opened and the next one
// reached with the keyboard, the pictures e-mailed; each of the other record screens shows rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { daysFromToday } from '../../support/business-day.js';
import { POLL, signInBehind } from '../support.js';

describe('field records', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
    await signInBehind(session.page, 'admin', 'Admin@2026');
  });
  afterAll(() => session?.close());

  it('filters the gallery, opens a picture, steps to the next with the keyboard and e-mails the pictures', async () => {
    const { page } = session;
    await page.goto('/StorePicture');
    const gallery = page.getByRole('list', { name: 'Store pictures' });
    await gallery.waitFor();
    await page.getByLabel('Picture element').selectOption({ label: 'Display' });
    await expect.poll(() => new URL(page.url()).searchParams.get('element'), POLL).toBe('2');
    await expect
      .poll(
        async () => (await gallery.getByRole('listitem').allTextContents()).every((text) => text.includes('Display')),
        POLL,
      )
      .toBe(true);
    await gallery.getByRole('listitem').first().click();
    const viewer = page.getByRole('dialog');
    await viewer.getByText('Picture 1 of').waitFor();
    await expect
      .poll(
        () =>
          viewer.getByRole('img', { name: /^Display at / }).evaluate((img) => (img as HTMLImageElement).naturalWidth),
        POLL,
      )
      .toBeGreaterThan(0);
    await page.keyboard.press('ArrowRight');
    await viewer.getByText('Picture 2 of').waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'E-mail these pictures' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('To').fill('ops@example.com');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Store pictures e-mailed to ops@example.com').first().waitFor();
  });

  it('shows rows on each of the other record screens', async () => {
    const { page } = session;
    for (const [path, table] of [
      [`/ProductTransfer?from=${daysFromToday(-179)}`, 'Product transfers'],
      ['/Deployment', 'Deployments by status, last 12 months'],
      ['/Deployment/ViewDeployment', 'Deployments'],
      ['/MarkeetActivity', 'Market activities'],
      ['/MarketIssue', 'Market issues'],
      ['/TrainingList', 'Trainings'],
    ] as const) {
      await page.goto(path);
      const rows = page.getByRole('table', { name: table, exact: true }).locator('tbody tr');
      await rows.first().waitFor();
      expect(await rows.count(), path).toBeGreaterThan(0);
    }
  });
});
