// Cross-site scripting: a store named like markup shows as text on the store list and runs
// nothing; the built client carries no password, hash or upstream token.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { graphql, signInBehind } from '../support.js';

describe('security in the browser', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
    await signInBehind(session.page, 'admin', 'Admin@2026');
  });
  afterAll(() => session?.close());

  it('shows a store named <img src=x onerror=…> as text, running nothing', async () => {
    const { page } = session;
    const name = `<img src=x onerror="window.__pwned=1"> ${randomBytes(2).toString('hex')}`;
    const { stores } = await graphql<{
      stores: {
        items: {
          region: { id: number };
          city: { id: number };
          district: { id: number };
          channelType: { id: number };
          channel: { id: number };
          grade: { id: number };
          storeType: { id: number };
        }[];
      };
    }>(
      page,
      `{ stores(limit: 1) { items {
        region { id } city { id } district { id } channelType { id } channel { id } grade { id } storeType { id }
      } } }`,
    );
    const s = stores.items[0]!;
    await graphql(page, 'mutation C($input: StoreInput!) { createStore(input: $input) { id } }', {
      input: {
        code: `XSS${randomBytes(3).toString('hex')}`,
        name,
        latitude: 23.8,
        longitude: 90.4,
        regionId: s.region.id,
        cityId: s.city.id,
        districtId: s.district.id,
        channelTypeId: s.channelType.id,
        channelId: s.channel.id,
        gradeId: s.grade.id,
        storeTypeId: s.storeType.id,
      },
    });
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    await page.goto(`/store?name=${encodeURIComponent('<img src=x')}`);
    const cell = page.getByRole('cell', { name, exact: true });
    await cell.waitFor();
    expect(await cell.textContent()).toBe(name);
    expect(await page.locator('table img').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toBe(0);
  });

  it('ships no password, password hash or token in the client', async () => {
    const { page } = session;
    const html = await (await page.request.get(inject('baseUrl'))).text();
    const scripts = [...html.matchAll(/src="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    const bodies = await Promise.all(
      scripts.map(async (src) => (await page.request.get(`${inject('baseUrl')}${src}`)).text()),
    );
    for (const body of bodies) {
      for (const secret of ['Admin@2026', 'Manager@2026', 'Promoter@2026', 'scrypt$', 'API_TOKEN', 'SESSION_SECRET'])
        expect(body).not.toContain(secret);
    }
  });
});
