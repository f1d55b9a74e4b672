// Accessibility helpers for the e2e run: axe-core injected into the page, the screens of the web's
// registry, a settled-screen wait, and screenshots saved under test-results/screens/ for people to look at.
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { AxeResults, ImpactValue } from 'axe-core';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const SCREENSHOT_DIR = fileURLToPath(new URL('../../test-results/screens/', import.meta.url));

export interface Violation {
  id: string;
  impact: ImpactValue | undefined;
  help: string;
  targets: string[];
}

/** Runs axe on the page as it is and returns its serious and critical violations. */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  // Through the DevTools protocol, so the product's Content-Security-Policy does not stop it.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document): Promise<AxeResults> } }).axe;
    const results = await axe.run(document);
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? undefined,
      help: violation.help,
      targets: violation.nodes.slice(0, 3).map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`),
    }));
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

export interface RegisteredScreen {
  path: string;
  title: string;
}

/** The web's screen registry, read from its module (a variable specifier keeps tsc out of the web's sources). */
export async function registeredScreens(): Promise<RegisteredScreen[]> {
  const specifier = '../../web/src/platform/app/screens.ts';
  const registry = (await import(/* @vite-ignore */ specifier)) as { SCREENS: Record<string, RegisteredScreen> };
  return Object.values(registry.SCREENS).map(({ path, title }) => ({ path, title }));
}

/** Waits until the screen's heading shows, the network is quiet and no loading placeholder is left. */
export async function settle(page: Page, title?: string): Promise<void> {
  if (title) await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 45_000 });
  // Chakra's entrance animations: let them finish (or be cancelled) so colours are measured at rest.
  await page.evaluate(() => Promise.allSettled(document.getAnimations().map((animation) => animation.finished)));
}

/** Opens a path inside the running client (no reload), as a link would. */
export async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Saves what a user sees at the page's viewport as test-results/screens/<name>.png. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
  await page.screenshot({ path: `${SCREENSHOT_DIR}${file}.png` });
}
