// Opens a headless Chromium page on the product for one test file. The run's one Chromium (launched by
// product.global.ts with the flags this closed network needs) is shared: each file connects to it and gets a
// context of its own (cookies, storage and viewport apart), and closing disconnects, leaving the browser to the next.

import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Download,
  type Page,
} from 'playwright-core';
import { inject } from 'vitest';

export { CHROMIUM_ARGS } from './chromium-args.js';

export interface BrowserSession {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  baseUrl: string;
  close(): Promise<void>;
}

export async function openBrowser(
  viewport = { width: 1280, height: 800 },
  {
    baseUrl = inject('baseUrl'),
    ...options
  }: Pick<BrowserContextOptions, 'timezoneId' | 'colorScheme'> & {
    /** Another product than the run's (a file's own gateway). */
    baseUrl?: string | undefined;
  } = {},
): Promise<BrowserSession> {
  const browser = await chromium.connect(inject('browserEndpoint'));
  const context = await browser.newContext({ baseURL: baseUrl, viewport, ...options });
  const page = await context.newPage();
  return { browser, context, page, baseUrl, close: () => browser.close() };
}

/** A download's bytes. The browser is the run's shared one, remote to the test: its file is read as a stream. */
export async function downloadBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
