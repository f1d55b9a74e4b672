// A created or edited row is shown and marked: after adding a row and after editing it, on every master
// list with a form, its row is on screen with data-highlight="saved" (the list paged to it: names starting "Zz"
// sort past the first page of the long lists) and the toast names it.
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { POLL, signInBehind } from '../support.js';

interface SavedRowCase {
  screen: string;
  path: string;
  noun: string;
  /** The name the row actions and the toast use, from the unique tag. */
  key: (tag: string) => string;
  create: (form: Locator, tag: string) => Promise<void>;
  /** Changes a shown field; returns the text the row shows after the edit. */
  edit: (form: Locator, tag: string) => Promise<string>;
  /** The toast after the edit names this (the key, or the new name when the key is the name). */
  editedKey?: (tag: string) => string;
  /** The row's name in its action buttons, before and after the edit (default: the key). */
  action?: (tag: string, edited: boolean) => string;
}

const cases: SavedRowCase[] = [
  {
    screen: 'Store List',
    path: '/store',
    noun: 'store',
    key: (tag) => `ZZ${tag}`,
    action: (tag, edited) => `Zz ${edited ? 'renamed' : 'marked'} ${tag} (ZZ${tag})`,
    create: async (form, tag) => {
      await form.getByLabel('Store code').fill(`ZZ${tag}`);
      await form.getByLabel('Store name').fill(`Zz marked ${tag}`);
      await form.getByLabel('Latitude').fill('24.0012');
      await form.getByLabel('Longitude').fill('90.4201');
      await form.getByLabel('Store region').selectOption({ label: 'Dhaka' });
      await form.getByLabel('Store city').selectOption({ label: 'Gazipur' });
      await form.getByLabel('District').selectOption({ label: 'Gazipur Sadar' });
      await form.getByLabel('Store type').selectOption({ label: 'Standard' });
      await form.getByLabel('Store channel type').selectOption({ label: 'Modern Trade' });
      await form.getByLabel(/^Store channel\W*$/).selectOption({ label: 'Supermarket' });
      await form.getByLabel('Store grade').selectOption({ label: 'B' });
    },
    edit: async (form, tag) => {
      await form.getByLabel('Store name').fill(`Zz renamed ${tag}`);
      return `Zz renamed ${tag}`;
    },
  },
  {
    screen: 'Product List',
    path: '/ProductList',
    noun: 'product',
    key: (tag) => `ZZ${tag}`,
    action: (tag, edited) => `Zz ${edited ? 'renamed' : 'phone'} ${tag} (ZZ${tag})`,
    create: async (form, tag) => {
      await form.getByLabel('Model code').fill(`ZZ${tag}`);
      await form.getByLabel('Model name').fill(`Zz phone ${tag}`);
      await form.getByLabel('Brand').selectOption({ label: 'Symphony' });
      await expect.poll(() => form.getByLabel('Category').locator('option').count(), POLL).toBeGreaterThan(1);
      await form.getByLabel('Category').selectOption({ index: 1 });
    },
    edit: async (form, tag) => {
      await form.getByLabel('Model name').fill(`Zz renamed ${tag}`);
      return `Zz renamed ${tag}`;
    },
  },
  {
    screen: 'Users List',
    path: '/Users',
    noun: 'user',
    key: (tag) => `zz${tag.toLowerCase()}`,
    action: (tag, edited) => `Zz ${edited ? 'Renamed' : 'Marked'} ${tag} (zz${tag.toLowerCase()})`,
    create: async (form, tag) => {
      const login = `zz${tag.toLowerCase()}`;
      await form.getByLabel('Login name').fill(login);
      await form.getByLabel('Full name').fill(`Zz Marked ${tag}`);
      await form.getByLabel('E-mail').fill(`${login}@example.com`);
      await form.getByLabel('Mobile').fill('+8801711000123');
      await form.getByLabel('User team type').selectOption({ label: 'Promoter' });
      await form.getByLabel('User region').selectOption({ label: 'Sylhet' });
    },
    edit: async (form, tag) => {
      await form.getByLabel('Full name').fill(`Zz Renamed ${tag}`);
      return `Zz Renamed ${tag}`;
    },
  },
  {
    screen: 'Product Category List',
    path: '/PCategoryList',
    noun: 'category',
    key: (tag) => `Zz category ${tag}`,
    create: async (form, tag) => {
      await form.getByLabel('Category name').fill(`Zz category ${tag}`);
      await form.getByLabel('Brand').selectOption({ label: 'Walton' });
    },
    edit: async (form, tag) => {
      await form.getByLabel('Category name').fill(`Zz category ${tag} bis`);
      return `Zz category ${tag} bis`;
    },
    editedKey: (tag) => `Zz category ${tag} bis`,
  },
  {
    screen: 'Brand List',
    path: '/BrandList',
    noun: 'brand',
    key: (tag) => `Zz brand ${tag}`,
    create: (form, tag) => form.getByLabel('Brand name').fill(`Zz brand ${tag}`),
    edit: async (form, tag) => {
      await form.getByLabel('Brand name').fill(`Zz brand ${tag} bis`);
      return `Zz brand ${tag} bis`;
    },
    editedKey: (tag) => `Zz brand ${tag} bis`,
  },
];

const capital = (noun: string) => noun[0]!.toUpperCase() + noun.slice(1);

/** The marked row holds `text`, is the only one marked, and is on screen. */
async function expectMarked(page: Page, text: string) {
  const saved = page.locator('table tbody tr[data-highlight="saved"]');
  await expect
    .poll(
      () =>
        saved
          .first()
          .textContent({ timeout: 1000 })
          .catch(() => ''),
      { timeout: 30_000 },
    )
    .toContain(text);
  expect(await saved.count()).toBe(1);
  await expect.poll(() => saved.isVisible(), POLL).toBe(true);
  const box = await saved.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.y >= 0 && box.y + box.height <= viewport.height).toBe(true);
}

describe('the row just saved', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 850 });
    await signInBehind(session.page, 'admin', 'Admin@2026');
  });
  afterAll(() => session?.close());

  it.each(cases)(
    '$screen marks a row just added, then just edited, on screen, and names it in the toast',
    async ({ path, noun, key, create, edit, editedKey, action }) => {
      const { page } = session;
      const tag = randomUUID().slice(0, 8).toUpperCase();
      await page.goto(path);
      await page.locator('table tbody tr').first().waitFor();
      const form = page.getByRole('dialog');

      await page.getByRole('button', { name: `Add ${noun}` }).click();
      await create(form, tag);
      await form.getByRole('button', { name: `Save ${noun}` }).click();
      await page
        .getByText(`${capital(noun)} ${key(tag)} added`)
        .first()
        .waitFor();
      await expectMarked(page, key(tag));

      await page.getByRole('button', { name: `Edit ${action?.(tag, false) ?? key(tag)}`, exact: true }).click();
      const shown = await edit(form, tag);
      await form.getByRole('button', { name: `Save ${noun}` }).click();
      const after = editedKey?.(tag) ?? key(tag);
      await page
        .getByText(`${capital(noun)} ${after} saved`)
        .first()
        .waitFor();
      await expectMarked(page, shown);

      await page.getByRole('button', { name: `Remove ${action?.(tag, true) ?? after}`, exact: true }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
      await expect
        .poll(
          () => page.getByRole('button', { name: `Remove ${action?.(tag, true) ?? after}`, exact: true }).count(),
          POLL,
        )
        .toBe(0);
    },
    180_000,
  );
});
