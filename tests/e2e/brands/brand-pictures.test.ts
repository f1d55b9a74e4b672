// Brand pictures in the browser: upload a picture to a slot, see it in the dialog and the list;
// a text file is refused with a message and nothing changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { tinyPng } from '../../support/images.js';
import { POLL, signInBehind } from '../support.js';

describe('brand pictures', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
    await signInBehind(session.page, 'admin', 'Admin@2026');
  });
  afterAll(() => session?.close());

  it('uploads picture 2 of Oppo and shows it, and refuses a text file', async () => {
    const { page } = session;
    await page.goto('/BrandList?search=Oppo');
    await page.getByRole('cell', { name: 'Oppo', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Pictures of Oppo' }).click();
    const dialog = page.getByRole('dialog');
    const slot = dialog.getByTestId('picture-slot-2');

    await slot
      .getByLabel('Choose picture 2')
      .setInputFiles({ name: 'notes.png', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await slot.getByRole('alert').filter({ hasText: 'Choose a PNG, JPEG, GIF or WebP picture' }).waitFor();

    await slot
      .getByLabel('Choose picture 2')
      .setInputFiles({ name: 'oppo.png', mimeType: 'image/png', buffer: tinyPng() });
    await page.getByText('Picture 2 of Oppo saved').first().waitFor();
    const image = slot.getByRole('img', { name: 'Oppo picture 2' });
    await image.waitFor();
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth), POLL).toBe(2);
    await page.keyboard.press('Escape');
    await page.locator('table').getByRole('img', { name: 'Oppo picture 2' }).waitFor();
  });
});
