// Interaction to next paint on the heaviest interactions of a few screens, with puppeteer-core at a 4x slower CPU in
// a phone-sized window (PHONE): Store List sorted by a column, paged on and a store's edit drawer
// opened; Detail with a filter applied; Promoter Target Setting's grid typed in, moved down with Enter and its change
// discarded; and the reference page's button (its table reversed), the floor React and
// Chakra set. The browser's event timing (PerformanceObserver 'event' entries, durationThreshold 16) gives each
// interaction's duration, its longest event's; a screen's INP is its longest interaction. An interaction under 16 ms
// leaves no entry and reads "under 16". Each interaction is done as a person does it (a real click), after the
// screen has settled (its data shown, the network quiet), and read once the screen has settled again.
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { type EventEntry, type Figure, figureOf, handledIn, interactionDuration } from './lighthouse-screens-plan.js';

/** The CPU slowdown of the interactions (Lighthouse's mobile preset's). */
export const CPU_SLOWDOWN = 4;
/**
 * Lighthouse's mobile screen (a Moto G Power's 412×823 CSS pixels, touch), without the mobile browser's viewport, as
 * the first readings were taken (a list's table now scrolls in its own box on a phone, so the page fits either way;
 * the row buttons and pager are reached by scrolling, as a window does).
 */
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: false, hasTouch: true };

interface Interaction {
  name: string;
  /** Does the interaction; resolves once the click is given (the reading waits for the screen to settle). */
  act(page: Page): Promise<void>;
}
interface Scenario {
  title: string;
  /** Which server: the product's or the reference page's. */
  on: 'product' | 'reference';
  path: string;
  interactions: Interaction[];
}

/** The first element matching `selector` whose text (trimmed) is `text`, or an error naming what was looked for. */
async function byText(page: Page, selector: string, text: string): Promise<ElementHandle<Element>> {
  for (const handle of await page.$$(selector)) {
    const content = await handle.evaluate((element) => element.textContent?.trim() ?? '');
    if (content === text) return handle;
    await handle.dispose();
  }
  throw new Error(`no ${selector} reading "${text}"`);
}

async function first(page: Page, selector: string): Promise<ElementHandle<Element>> {
  const handle = await page.$(selector);
  if (!handle) throw new Error(`no ${selector}`);
  return handle;
}

/**
 * A click as a finger or a mouse gives it: pressed, held 100 ms, released. Given at once, the press and the click reach
 * the page in one frame and the press's duration would take in the click's work too.
 */
const press = (handle: ElementHandle<Element>) => handle.click({ delay: 100 });

export const SCENARIOS: readonly Scenario[] = [
  {
    title: 'Reference page',
    on: 'reference',
    path: '/',
    interactions: [
      { name: 'reverse the table', act: async (page) => press(await byText(page, 'button', 'Reverse the order')) },
    ],
  },
  {
    title: 'Store List',
    on: 'product',
    path: '/store',
    interactions: [
      { name: 'sort by Code', act: async (page) => press(await byText(page, 'thead button', 'Code')) },
      { name: 'next page', act: async (page) => press(await byText(page, 'button', 'Next')) },
      {
        name: "open a store's edit drawer",
        act: async (page) => {
          await press(await first(page, 'tbody button[aria-label^="Edit "]'));
          await page.waitForSelector('[role="dialog"]', { visible: true, timeout: 60_000 });
        },
      },
      {
        name: 'close it with Escape',
        act: async (page) => {
          await page.keyboard.press('Escape');
          await page.waitForSelector('[role="dialog"]', { hidden: true, timeout: 60_000 });
        },
      },
      {
        // The same drawer once its code and first styles are in: what every later opening costs.
        name: "open another store's edit drawer",
        act: async (page) => {
          await press((await page.$$('tbody button[aria-label^="Edit "]'))[1] ?? (await first(page, 'tbody')));
          await page.waitForSelector('[role="dialog"]', { visible: true, timeout: 60_000 });
        },
      },
    ],
  },
  {
    title: 'Detail',
    on: 'product',
    path: '/DisplayCheckDetail',
    interactions: [
      {
        name: 'apply a region filter',
        act: async (page) => {
          const form = 'form[aria-label="Report filters"]';
          const label = await byText(page, `${form} label`, 'Region');
          const id = await label.evaluate((element) => (element as HTMLLabelElement).htmlFor);
          const select = (await page.$(`[id="${id}"]`)) as ElementHandle<HTMLSelectElement> | null;
          if (!select) throw new Error('no Region select');
          const value = await select.evaluate((element) => element.options[1]?.value);
          if (value === undefined) throw new Error('the Region select has no region');
          await select.select(value);
          await press(await byText(page, `${form} button`, 'Apply'));
        },
      },
    ],
  },
  {
    title: 'Promoter Target Setting',
    on: 'product',
    path: '/TargetSetting',
    interactions: [
      {
        // The first keystroke of a clean grid: it becomes unsaved (the count, Save and Discard appear).
        name: 'type a target in a cell',
        act: async (page) => {
          await press(await first(page, 'input[data-row="0"][data-col="0"]'));
          await page.keyboard.type('7');
        },
      },
      { name: 'move down a cell with Enter', act: async (page) => page.keyboard.press('Enter') },
      { name: 'discard the change', act: async (page) => press(await byText(page, 'button', 'Discard')) },
    ],
  },
];

/** Records every event timing entry of the page, from its first script on. */
function observeEvents(): void {
  const seen: EventEntry[] = [];
  (window as unknown as { benchEvents: typeof seen }).benchEvents = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
      const { name, duration, startTime, processingEnd } = entry;
      seen.push({ name, interactionId: entry.interactionId ?? 0, duration, startTime, processingEnd });
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
}

/** Waits until the network is quiet, no list is busy, and two frames have been drawn with the entries delivered. */
async function settle(page: Page): Promise<void> {
  await page.waitForNetworkIdle({ idleTime: 500, timeout: 120_000 });
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), { timeout: 120_000 });
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve(), 500))),
      ),
  );
}

const events = (page: Page) =>
  page.evaluate(() => (window as unknown as { benchEvents: EventEntry[] }).benchEvents.slice());

/** One interaction's reading: its duration in ms, null when under 16 ms, or why it could not be done. */
export type InteractionAttempt =
  | {
      durationMs: number | null;
      event: string | null;
      /** Until its handlers had run (null when no entry): the rest of durationMs is the wait for the next frame. */
      handledMs: number | null;
    }
  | { error: string };

export interface InpResult {
  cpuSlowdown: number;
  viewport: typeof PHONE;
  runs: number;
  screens: {
    title: string;
    path: string;
    interactions: {
      name: string;
      readings: InteractionAttempt[];
      durationMs: Figure | null;
      /** Until the handlers had run, as durationMs. */
      handledMs: Figure | null;
    }[];
    /** The screen's INP run by run (its longest interaction; null when every one was under 16 ms or failed). */
    inpMs: (number | null)[];
    inp: Figure | null;
  }[];
}

async function readScenario(browser: Browser, baseUrl: string, scenario: Scenario): Promise<InteractionAttempt[]> {
  const page = await browser.newPage();
  try {
    await page.emulate({ viewport: PHONE, userAgent: await browser.userAgent() });
    await page.emulateCPUThrottling(CPU_SLOWDOWN);
    await page.evaluateOnNewDocument(observeEvents);
    await page.goto(`${baseUrl}${scenario.path}`, { timeout: 120_000 });
    await page.waitForSelector('h1', { timeout: 120_000 });
    await settle(page);
    // Each interaction's events are those from its start to the next one's: an entry comes after the frame its event
    // waited for, which may be drawn only with a later interaction's (a key press that moves the focus draws nothing
    // in a headless browser), so the entries are read once all are done and placed by when their events happened.
    const starts: number[] = [];
    const failures = new Map<number, string>();
    for (const [index, interaction] of scenario.interactions.entries()) {
      starts.push(await page.evaluate(() => performance.now()));
      try {
        await interaction.act(page);
        await settle(page);
      } catch (error) {
        failures.set(index, error instanceof Error ? error.message : String(error));
      }
    }
    const entries = await events(page);
    return scenario.interactions.map((_, index): InteractionAttempt => {
      const failure = failures.get(index);
      if (failure !== undefined) return { error: failure };
      const [from, until] = [starts[index]!, starts[index + 1] ?? Infinity];
      const durationMs = interactionDuration(entries, from, until);
      const longest = entries.find(
        (entry) =>
          entry.interactionId > 0 &&
          entry.startTime >= from &&
          entry.startTime < until &&
          entry.duration === durationMs,
      );
      return { durationMs, event: longest?.name ?? null, handledMs: handledIn(entries, from, until) };
    });
  } finally {
    await page.close();
  }
}

/**
 * Reads every scenario `runs` times, in a browser whose administrator is signed in on the product (the reference page
 * needs no session): a fresh tab each time, so no reading starts where the last one left the screen.
 */
export async function measureInteractions(
  browser: Browser,
  urls: { product: string; reference: string },
  runs: number,
): Promise<InpResult> {
  const readings = SCENARIOS.map((scenario) => scenario.interactions.map((): InteractionAttempt[] => []));
  for (let run = 1; run <= runs; run++) {
    for (const [index, scenario] of SCENARIOS.entries()) {
      const attempts = await readScenario(browser, urls[scenario.on], scenario);
      attempts.forEach((attempt, at) => {
        readings[index]![at]!.push(attempt);
      });
      const text = attempts.map((attempt, at) => {
        const name = scenario.interactions[at]!.name;
        if ('error' in attempt) return `${name} failed: ${attempt.error}`;
        return `${name} ${attempt.durationMs === null ? 'under 16' : attempt.durationMs} ms`;
      });
      console.log(`INP run ${run}/${runs}, ${scenario.title}: ${text.join('; ')}`);
    }
  }
  return {
    cpuSlowdown: CPU_SLOWDOWN,
    viewport: PHONE,
    runs,
    screens: SCENARIOS.map((scenario, index) => {
      const interactions = scenario.interactions.map((interaction, at) => {
        const attempts = readings[index]![at]!;
        const values = attempts.map((attempt) => ('error' in attempt ? null : attempt.durationMs));
        const handled = attempts.map((attempt) => ('error' in attempt ? null : attempt.handledMs));
        return {
          name: interaction.name,
          readings: attempts,
          durationMs: figureOf(values),
          handledMs: figureOf(handled),
        };
      });
      const inpMs = Array.from({ length: runs }, (_, run) => {
        const values = interactions
          .map(({ readings: attempts }) => attempts[run])
          .map((attempt) => (attempt && !('error' in attempt) ? attempt.durationMs : null))
          .filter((value): value is number => value !== null);
        return values.length > 0 ? Math.max(...values) : null;
      });
      return { title: scenario.title, path: scenario.path, interactions, inpMs, inp: figureOf(inpMs) };
    }),
  };
}
