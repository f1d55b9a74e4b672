// The built client on the wire, as a browser receives it: the sign-in page's scripts arrive
// brotli-compressed from files made at build time, long-cached; the page has a favicon; what sign-in
// fetches stays within its JavaScript budget; signed in, the app runs its libraries' production builds.
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { POLL } from '../support.js';

describe('the built client on the wire', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(() => session?.close());

  it('loads the sign-in page with every script brotli-compressed and immutable', async () => {
    const scripts: { url: string; encoding: string | undefined; cache: string | undefined }[] = [];
    session.page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const headers = response.headers();
      scripts.push({ url: response.url(), encoding: headers['content-encoding'], cache: headers['cache-control'] });
    });
    await session.page.goto('/auth/signin-1');
    await session.page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script, script.url).toMatchObject({ encoding: 'br', cache: 'public, max-age=31536000, immutable' });
    }
  });

  it('fetches at most 200 kB of gzip JavaScript to show sign-in', async () => {
    const urls = new Set<string>();
    const page = await session.context.newPage();
    page.on('request', (req) => {
      if (req.resourceType() === 'script') urls.add(req.url());
    });
    await page.goto('/auth/signin-1');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.close();
    let bytes = 0;
    for (const url of urls) {
      const answer = await request(url, { headers: { 'accept-encoding': 'gzip' } });
      expect(answer.headers['content-encoding'], url).toBe('gzip');
      bytes += (await answer.body.arrayBuffer()).byteLength;
    }
    expect(urls.size).toBeGreaterThan(0);
    expect(Math.round(bytes / 1024), [...urls].join('\n')).toBeLessThanOrEqual(200);
  });

  it('shows sign-in without the app: no React, Chakra, emotion nor Apollo is fetched before signing in', async () => {
    const urls = new Set<string>();
    const page = await session.context.newPage();
    page.on('request', (req) => {
      if (req.resourceType() === 'script') urls.add(req.url());
    });
    await page.goto('/auth/signin-1');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('Admin@2026');
    expect(await page.getByRole('button', { name: 'Sign in' }).isEnabled()).toBe(true);
    await page.waitForLoadState('networkidle');
    await page.close();
    expect(urls.size).toBeGreaterThan(0);
    // Each library leaves a string in its minified code: React its error links, emotion its style tags'
    // attribute, Chakra its system's config, Apollo its devtools hooks.
    const libraries = {
      React: 'react.dev/errors',
      emotion: 'data-emotion',
      Chakra: 'cssVarsPrefix',
      Apollo: '__APOLLO',
    };
    for (const url of urls) {
      const code = await (await request(url)).body.text();
      for (const [library, mark] of Object.entries(libraries))
        expect(code.includes(mark), `${library} in ${url}`).toBe(false);
    }
  });

  it('signs in without Apollo: a wrong password shows the message, the right one opens the dashboard', async () => {
    const page = await session.context.newPage();
    await page.goto('/auth/signin-1');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent(), POLL)
      .toMatch(/^The username or password is wrong\. \d tries left before sign-in with this name is locked/);
    expect(await page.getByLabel('Username').inputValue()).toBe('admin');
    await page.getByLabel('Password').fill('Admin@2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/app/dashboard/default');
    await page.getByRole('button', { name: 'Dark mode' }).waitFor();
    await page.close();
  });

  it("runs its libraries' production builds once signed in: React's, React Router's without warnings", async () => {
    const scripts = new Set<string>();
    const page = await session.context.newPage();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(response.url());
    });
    await page.goto('/auth/signin-1');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('Admin@2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/app/dashboard/default');
    await page.getByRole('button', { name: 'Dark mode' }).waitFor();
    await page.close();
    const texts = await Promise.all(
      [...scripts].map(async (url) => {
        const answer = await request(url, { headers: { 'accept-encoding': 'identity' } });
        return { url, text: await answer.body.text() };
      }),
    );
    // React's production build names its errors by number; React Router's development build warns in words.
    expect(texts.some(({ text }) => text.includes('Minified React error'))).toBe(true);
    expect(texts.filter(({ text }) => text.includes('No routes matched location')).map(({ url }) => url)).toEqual([]);
  });

  it('serves the favicon the page names, and /favicon.ico', async () => {
    const href = await session.page.locator('link[rel="icon"]').getAttribute('href');
    expect(href).toBe('/favicon.svg');
    for (const path of ['/favicon.svg', '/favicon.ico']) {
      const answer = await request(new URL(path, inject('baseUrl')));
      expect(answer.statusCode, path).toBe(200);
      expect(answer.headers['content-type'], path).toMatch(/^image\//);
      await answer.body.dump();
    }
  });
});
