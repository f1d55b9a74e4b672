// The analysts' GraphQL explorer in Chromium, offline: every request outside the product is
// refused and recorded. Signed-out visitors are sent to sign in and come back; the page loads from
// the gateway alone, runs a query with the session, and documents the schema from its descriptions. It
// needs the "API Explorer" page: the demo administrator holds it.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';

describe('GraphQL explorer', () => {
  let session: BrowserSession;
  const offOrigin: string[] = [];
  const policyErrors: string[] = [];

  beforeAll(async () => {
    session = await openBrowser();
    const origin = new URL(inject('baseUrl')).origin;
    await session.page.route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith('data:') || new URL(url).origin === origin) return route.continue();
      offOrigin.push(url);
      return route.abort('internetdisconnected');
    });
    session.page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text()))
        policyErrors.push(message.text());
    });
  });
  afterAll(() => session?.close());

  it('sends a signed-out visitor to sign in, then back to the explorer', async () => {
    const { page } = session;
    await page.goto('/explorer');
    await page.waitForURL((url) => url.pathname === '/auth/signin-1' && url.searchParams.get('next') === '/explorer');
    // The explorer needs the "API Explorer" page: the demo administrator holds it.
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('Admin@2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/explorer');
    // The header's title: the editor's welcome comment, drawn about as soon, names the API too.
    await page.getByText('FieldPulse API').first().waitFor();
  });

  it('runs the example query with the session and shows the answer', async () => {
    const { page } = session;
    // Load the page afresh and wait until GraphiQL has read the schema and made its editors.
    const introspected = page.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('IntrospectionQuery'),
    );
    await page.reload();
    await introspected;
    await page.locator('.graphiql-query-editor .CodeMirror').waitFor();
    await page.locator('.result-window .CodeMirror').waitFor();
    // GraphiQL keeps its tabs in local storage; when they were saved before the reload it may open
    // beside them an empty one: run the example's tab.
    await page.getByRole('tab', { name: /StoresOfARegion/ }).click();
    const sent = page.waitForRequest(
      (request) => request.url().endsWith('/graphql') && (request.postData() ?? '').includes('StoresOfARegion'),
    );
    await page.getByRole('button', { name: /Execute query/ }).click();
    await sent;
    const responseText = async () => (await page.locator('.result-window').innerText()).replace(/\s+/g, ' ');
    await expect.poll(responseText, { timeout: 15_000 }).toContain('"total"');
    const text = await responseText();
    expect(text).toContain('"items"');
    expect(text).toContain('"city": { "name"');
    expect(text).not.toContain('"errors"');
  });

  it("answers with the session's own access (the holder of the API Explorer page)", async () => {
    const { page } = session;
    const answer = await page.evaluate(async () => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ me { login pages } }' }),
      });
      return response.json() as Promise<{ data?: { me?: { login: string; pages: string[] } } }>;
    });
    expect(answer.data?.me?.login).toBe('admin');
    expect(answer.data?.me?.pages).toContain('API Explorer');
  });

  it('documents the schema from its descriptions in the Docs pane', async () => {
    const { page } = session;
    await page.getByRole('button', { name: /Show Documentation Explorer/ }).click();
    const docs = page.locator('.graphiql-doc-explorer');
    await docs.getByText('Query', { exact: true }).first().click();
    await expect.poll(async () => (await docs.textContent()) ?? '', { timeout: 10_000 }).toContain('stores');
    await docs.getByText('stores', { exact: true }).first().click();
    await expect
      .poll(async () => (await docs.textContent()) ?? '', { timeout: 10_000 })
      .toMatch(/Stores.*(page|filter)/i);
  });

  it('serves its page only through /explorer (which checks the session), never as a static file', async () => {
    const direct = await fetch(`${inject('baseUrl')}/explorer.html`);
    expect(direct.status).toBe(404);
    const anonymous = await fetch(`${inject('baseUrl')}/explorer`, { redirect: 'manual' });
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get('location')).toBe('/auth/signin-1?next=%2Fexplorer');
  });

  it('loaded everything from the gateway: no request left the product, nothing refused by its policy', () => {
    expect(offOrigin).toEqual([]);
    expect(policyErrors).toEqual([]);
  });
});
