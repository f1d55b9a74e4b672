// Two administrators edit one store in two browsers: the second save does not silently undo the
// first's rename: it shows who changed the store and what (yours against theirs), and reloading
// puts the first's name in the form.
import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { storeInput } from '../../support/store-input.js';
import { graphql, POLL, signInBehind } from '../support.js';

const code = `EC${randomBytes(3).toString('hex').toUpperCase()}`;
const name = `Conflict Mart ${code}`;
const CREATE = `mutation StoreCreate($input: StoreInput!) { createStore(input: $input) { id } }`;

async function openStoreForm(page: Page) {
  await page.goto('/store');
  await page.getByLabel('Name', { exact: true }).fill(code);
  await page.getByRole('cell', { name, exact: true }).waitFor();
  await page.getByRole('button', { name: `Edit ${name} (${code})`, exact: true }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByLabel('Store name').waitFor();
  return drawer;
}

describe('two administrators editing one store', () => {
  let session: BrowserSession;
  let second: BrowserContext;
  let managerPage: Page;
  beforeAll(async () => {
    session = await openBrowser();
    await signInBehind(session.page, 'admin', 'Admin@2026');
    await graphql(session.page, CREATE, { input: storeInput(name, code) });
    second = await session.browser.newContext({ baseURL: session.baseUrl, viewport: { width: 1280, height: 800 } });
    managerPage = await second.newPage();
    await signInBehind(managerPage, 'manager', 'Manager@2026');
  });
  afterAll(async () => {
    await second?.close();
    await session?.close();
  });

  it("shows the second saver the first one's change, and reloading takes it", { timeout: 120_000 }, async () => {
    const first = await openStoreForm(session.page);
    const secondForm = await openStoreForm(managerPage);

    await first.getByLabel('Store name').fill(`${name} First`);
    await first.getByRole('button', { name: 'Save store' }).click();
    await session.page.getByText(`Store ${code} saved`, { exact: true }).first().waitFor();

    await secondForm.getByLabel('Store name').fill(`${name} Second`);
    await secondForm.getByRole('button', { name: 'Save store' }).click();
    const conflict = managerPage.getByRole('alertdialog');
    await conflict.getByText('Farhana Rahman saved a change', { exact: false }).waitFor();
    const changed = conflict.getByRole('table', { name: 'What changed' });
    const row = changed.getByRole('row').filter({ hasText: 'Store name' });
    await expect.poll(() => row.innerText(), POLL).toContain(`${name} Second`);
    expect(await row.innerText()).toContain(`${name} First`);

    await conflict.getByRole('button', { name: 'Reload theirs' }).click();
    await conflict.waitFor({ state: 'hidden' });
    await expect.poll(() => secondForm.getByLabel('Store name').inputValue(), POLL).toBe(`${name} First`);

    // Saving now (their version) succeeds and keeps the first's name.
    await secondForm.getByRole('button', { name: 'Save store' }).click();
    await managerPage.getByText(`Store ${code} saved`, { exact: true }).first().waitFor();
    await managerPage.getByRole('cell', { name: `${name} First`, exact: true }).waitFor();
  });
});
