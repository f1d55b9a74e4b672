// Opens a headless Chromium page on the product for one test file, with the flags this closed network needs.
import { inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

export interface BrowserSession {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  baseUrl: string;
  close(): Promise<void>;
}

export async function openBrowser(
  viewport = { width: 1280, height: 800 },
  options: Pick<BrowserContextOptions, 'timezoneId' | 'colorScheme'> = {},
): Promise<BrowserSession> {
  const baseUrl = inject('baseUrl');
  const browser = await chromium.launch({
    executablePath: inject('chromiumPath'),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const context = await browser.newContext({ baseURL: baseUrl, viewport, ...options });
  const page = await context.newPage();
  return { browser, context, page, baseUrl, close: () => browser.close() };
}
