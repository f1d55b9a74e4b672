// The pure logic of the screens' Lighthouse reading (bench/lighthouse-screens.ts): which screens the signed-in
// administrator's menu shows and which of them a run measures, the order in which the reference page alternates with
// them, each figure's median with its spread, each screen's ratio to the reference read beside it, and the duration
// of an interaction from the browser's event timing entries. Unit-tested (tests/unit/lighthouse-screens.test.ts).

/** A screen of the web's registry (web/src/platform/app/screens.ts): its address and its title. */
export interface RegisteredScreen {
  path: string;
  title: string;
}

/** An entry of the gateway's menu (`me { menu }`), as far as it is read here. */
export interface MenuEntry {
  url?: string | null;
  children?: readonly MenuEntry[];
}

/** A figure over several readings: their median and their least and greatest (min–max). */
export interface Figure {
  median: number;
  min: number;
  max: number;
}

/** Every item's address in the menu, depth first in the menu's order (groups and collapses have none). */
export function menuPaths(menu: readonly MenuEntry[]): string[] {
  return menu.flatMap((entry) => [...(entry.url ? [entry.url] : []), ...menuPaths(entry.children ?? [])]);
}

/** The registry's screens the menu links to, in the menu's order, once each. */
export function menuScreens<S extends RegisteredScreen>(registry: readonly S[], paths: readonly string[]): S[] {
  const byPath = new Map(registry.map((screen) => [screen.path, screen]));
  const screens = new Set<S>();
  for (const path of paths) {
    const screen = byPath.get(path);
    if (screen) screens.add(screen);
  }
  return [...screens];
}

/**
 * The screens a run measures: none without the option (the default run stays the three pages), every menu screen
 * with `all`, else the comma-separated titles in the order given (trimmed, any case, once each). A title the menu
 * does not show is refused, with the ones it does.
 */
export function selectScreens<S extends RegisteredScreen>(option: string | undefined, screens: readonly S[]): S[] {
  const asked = (option ?? '').trim();
  if (asked === '') return [];
  if (asked.toLowerCase() === 'all') return [...screens];
  const byTitle = new Map(screens.map((screen) => [screen.title.toLowerCase(), screen]));
  const titles = asked
    .split(',')
    .map((title) => title.trim())
    .filter(Boolean);
  const unknown = titles.filter((title) => !byTitle.has(title.toLowerCase()));
  if (unknown.length > 0) {
    const shown = screens.map((screen) => screen.title).join(', ');
    throw new Error(`Not a menu screen: ${unknown.join(', ')} (the menu shows: ${shown})`);
  }
  return [...new Set(titles.map((title) => byTitle.get(title.toLowerCase())!))];
}

export type Step<S> = { kind: 'reference' } | { kind: 'screen'; screen: S };

/**
 * One run's order: the reference page before every screen and once after the last, so each screen is read between
 * two readings of the reference; every second run (counted from 1) takes the screens the other way round, so no
 * screen is always read at the same point of a run.
 */
export function alternation<S>(screens: readonly S[], run: number): Step<S>[] {
  const ordered = run % 2 === 0 ? [...screens].reverse() : [...screens];
  return [
    ...ordered.flatMap((screen): Step<S>[] => [{ kind: 'reference' }, { kind: 'screen', screen }]),
    { kind: 'reference' },
  ];
}

/** The median of the readings that succeeded (the mean of the two middle ones when even) with their min–max. */
export function figureOf(readings: readonly (number | null)[]): Figure | null {
  const sorted = readings.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { median, min: sorted[0]!, max: sorted[sorted.length - 1]! };
}

/** A figure as text: "median (min–max)", the spread left out when every reading was the same; "–" for none. */
export function figureText(figure: Figure | null, decimals = 0): string {
  if (!figure) return '–';
  const text = (value: number) =>
    value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  const median = text(figure.median);
  return figure.min === figure.max ? median : `${median} (${text(figure.min)}–${text(figure.max)})`;
}

/** A screen's figure over the reference's, to two decimals; null when either is missing or the reference is 0. */
export function ratioOf(value: number | null, reference: number | null): number | null {
  if (value === null || reference === null || reference <= 0) return null;
  return Math.round((value / reference) * 100) / 100;
}

/** One reading of a run in its order: a screen's (its key) or the reference's (screen null); null when it failed. */
export interface Reading {
  screen: string | null;
  value: number | null;
}

/**
 * Each screen's reading over the reference's beside it: the mean of the nearest reference readings that succeeded
 * before and after it (one side when the other has none), so a machine growing busier or quieter during the run
 * weighs on both sides of the ratio alike.
 */
export function ratiosToReference(readings: readonly Reading[]): Map<string, number | null> {
  const nearest = (from: number, step: 1 | -1): number | null => {
    for (let index = from + step; index >= 0 && index < readings.length; index += step) {
      const reading = readings[index]!;
      if (reading.screen === null && reading.value !== null) return reading.value;
    }
    return null;
  };
  const ratios = new Map<string, number | null>();
  readings.forEach((reading, index) => {
    if (reading.screen === null) return;
    const beside = [nearest(index, -1), nearest(index, 1)].filter((value): value is number => value !== null);
    const reference = beside.length > 0 ? beside.reduce((sum, value) => sum + value, 0) / beside.length : null;
    ratios.set(reading.screen, ratioOf(reading.value, reference));
  });
  return ratios;
}

/** An event timing entry (PerformanceObserver type 'event'), as far as it is read here. */
export interface EventEntry {
  name: string;
  interactionId: number;
  duration: number;
  /** When the event happened (the page's performance.now()). */
  startTime: number;
  /** When its handlers had run: the page's own work, before the wait for the frame that shows it. */
  processingEnd?: number;
}

/** How long the interactions' events took until their handlers had run (input delay and processing); null when none. */
export function handledIn(entries: readonly EventEntry[], from = 0, until = Infinity): number | null {
  const times = entries
    .filter((entry) => entry.interactionId > 0 && entry.startTime >= from && entry.startTime < until)
    .flatMap((entry) => (entry.processingEnd === undefined ? [] : [entry.processingEnd - entry.startTime]));
  return times.length > 0 ? Math.round(Math.max(...times)) : null;
}

/**
 * The duration of the interactions whose events happened from `from` until `until`: the longest of their events (an
 * interaction's duration is its longest event's, as INP takes it); events of no interaction (hover, scroll) are left
 * out; null when none. An entry is delivered after the frame its event waited for, which may come with a later
 * interaction's: the time the event happened, not the order of delivery, says whose it is.
 */
export function interactionDuration(entries: readonly EventEntry[], from = 0, until = Infinity): number | null {
  const durations = entries
    .filter((entry) => entry.interactionId > 0 && entry.startTime >= from && entry.startTime < until)
    .map((entry) => entry.duration);
  return durations.length > 0 ? Math.max(...durations) : null;
}
