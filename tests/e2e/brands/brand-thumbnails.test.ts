// Brand List shows each brand's first picture as a small thumbnail, loaded lazily; a brand with no picture shows
// the generic picture icon instead. Both open the brand's pictures.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { tinyPng } from '../../support/images.js';
import { graphql, POLL, signInBehind } from '../support.js';

const CREATE = 'mutation ($input: BrandInput!) { createBrand(input: $input) { id } }';

async function createBrand(page: Page, name: string): Promise<number> {
  const { createBrand } = await graphql<{ createBrand: { id: number } }>(page, CREATE, { input: { name } });
  return createBrand.id;
}

/** Uploads the test PNG to one slot of a brand, as the pictures dialog does. */
async function upload(page: Page, brandId: number, slot: number): Promise<void> {
  const status = await page.evaluate(
    async ({ brandId, slot, bytes }) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `slot-${slot}.png`);
      const response = await fetch(`/api/brands/${brandId}/pictures/${slot}`, {
        method: 'POST',
        headers: { 'apollo-require-preflight': 'true' },
        body: form,
      });
      return response.status;
    },
    { brandId, slot, bytes: [...tinyPng()] },
  );
  expect(status).toBe(200);
}

describe('brand thumbnails', () => {
  let session: BrowserSession;
  const prefix = `Thumb ${randomBytes(3).toString('hex')}`;
  beforeAll(async () => {
    session = await openBrowser();
    await signInBehind(session.page, 'admin', 'Admin@2026');
    const pictured = await createBrand(session.page, `${prefix} Pictured`);
    await createBrand(session.page, `${prefix} Plain`);
    await upload(session.page, pictured, 3);
    await upload(session.page, pictured, 2);
  });
  afterAll(() => session?.close());

  it('shows the first picture as one lazy thumbnail, and the generic icon where there is none', async () => {
    const { page } = session;
    await page.goto(`/BrandList?search=${encodeURIComponent(prefix)}`);
    const pictured = page.getByRole('row').filter({ hasText: `${prefix} Pictured` });
    const plain = page.getByRole('row').filter({ hasText: `${prefix} Plain` });
    await pictured.waitFor({ timeout: 30_000 });
    await plain.waitFor();

    const thumbnails = pictured.locator('img');
    await expect.poll(() => thumbnails.count(), POLL).toBe(1);
    const thumbnail = thumbnails.first();
    expect(await thumbnail.getAttribute('alt')).toBe(`${prefix} Pictured picture 2`);
    expect(await thumbnail.getAttribute('loading')).toBe('lazy');
    await expect.poll(() => thumbnail.evaluate((image) => (image as HTMLImageElement).naturalWidth), POLL).toBe(2);

    expect(await plain.locator('img').count()).toBe(0);
    const icon = plain.getByRole('button', { name: `Pictures of ${prefix} Plain` });
    expect(await icon.locator('svg').count()).toBe(1);
    // A brand with no picture says so in words, not with an image icon alone that reads as a broken picture.
    expect((await icon.innerText()).trim()).toBe('None');

    await pictured.getByRole('button', { name: `Pictures of ${prefix} Pictured` }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByTestId('picture-slot-2')
      .getByRole('img', { name: `${prefix} Pictured picture 2` })
      .waitFor();
  });
});
