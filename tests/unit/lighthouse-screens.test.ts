// The screens' Lighthouse reading's pure logic (bench/lighthouse-screens-plan.ts): which screens the administrator's
// menu shows and which of them a run measures, the order the reference page alternates with them, each figure's
// median and spread, each screen's ratio to the reference read beside it, and an interaction's duration.
import { describe, expect, it } from 'vitest';
import {
  alternation,
  figureOf,
  figureText,
  interactionDuration,
  menuPaths,
  menuScreens,
  ratioOf,
  ratiosToReference,
  selectScreens,
} from '../../bench/lighthouse-screens-plan.js';

const registry = [
  { path: '/app/dashboard/default', title: 'Dashboard' },
  { path: '/store', title: 'Store List' },
  { path: '/DisplayCheckDetail', title: 'Detail' },
  { path: '/UserPermission', title: 'User Permission' },
  { path: '/AccessTokens', title: 'Access Tokens' },
];

describe('menuPaths', () => {
  it("lists every item's address, depth first in the menu's order, leaving groups and collapses out", () => {
    const menu = [
      { url: '/app/dashboard/default', children: [] },
      {
        url: null,
        children: [
          { url: '/store', children: [] },
          { url: null, children: [{ url: '/deep' }] },
        ],
      },
      { url: '/DisplayCheckDetail' },
      { url: '/explorer' },
    ];
    expect(menuPaths(menu)).toEqual(['/app/dashboard/default', '/store', '/deep', '/DisplayCheckDetail', '/explorer']);
  });
});

describe('menuScreens', () => {
  it("keeps the registry's screens the menu links to, in the menu's order, once each", () => {
    const paths = ['/DisplayCheckDetail', '/explorer', '/store', '/app/dashboard/default', '/store'];
    expect(menuScreens(registry, paths).map((screen) => screen.title)).toEqual(['Detail', 'Store List', 'Dashboard']);
  });

  it('is empty when the menu links to no screen of the registry', () => {
    expect(menuScreens(registry, ['/explorer'])).toEqual([]);
  });
});

describe('selectScreens', () => {
  const screens = registry.slice(0, 3);

  it('measures no screen unless asked: the default stays the three pages', () => {
    expect(selectScreens(undefined, screens)).toEqual([]);
    expect(selectScreens('', screens)).toEqual([]);
  });

  it('takes every menu screen with "all"', () => {
    expect(selectScreens('all', screens)).toEqual(screens);
    expect(selectScreens(' ALL ', screens)).toEqual(screens);
  });

  it('takes the titles listed, in the order given, trimmed, whatever their case, once each', () => {
    expect(selectScreens('detail, Store List,Detail', screens).map((screen) => screen.title)).toEqual([
      'Detail',
      'Store List',
    ]);
  });

  it('refuses a title the menu does not show, naming the ones it does', () => {
    expect(() => selectScreens('Store List,Stores', screens)).toThrow(
      'Not a menu screen: Stores (the menu shows: Dashboard, Store List, Detail)',
    );
  });
});

describe('alternation', () => {
  it('reads the reference before every screen and once after the last', () => {
    expect(alternation(['a', 'b', 'c'], 1)).toEqual([
      { kind: 'reference' },
      { kind: 'screen', screen: 'a' },
      { kind: 'reference' },
      { kind: 'screen', screen: 'b' },
      { kind: 'reference' },
      { kind: 'screen', screen: 'c' },
      { kind: 'reference' },
    ]);
  });

  it('takes the screens in the opposite order on every second run, so none is always read at the same point', () => {
    const screensOf = (run: number) =>
      alternation(['a', 'b', 'c'], run).flatMap((step) => (step.kind === 'screen' ? [step.screen] : []));
    expect(screensOf(2)).toEqual(['c', 'b', 'a']);
    expect(screensOf(3)).toEqual(['a', 'b', 'c']);
  });

  it('is the reference alone with no screen', () => {
    expect(alternation([], 1)).toEqual([{ kind: 'reference' }]);
  });
});

describe('figureOf', () => {
  it('is the median of the readings with their least and greatest', () => {
    expect(figureOf([30, 10, 20])).toEqual({ median: 20, min: 10, max: 30 });
    expect(figureOf([7])).toEqual({ median: 7, min: 7, max: 7 });
  });

  it('takes the mean of the two middle readings when their count is even', () => {
    expect(figureOf([40, 10, 20, 30])).toEqual({ median: 25, min: 10, max: 40 });
  });

  it('leaves out readings that failed, and is null when none is left', () => {
    expect(figureOf([null, 12, 8, null])).toEqual({ median: 10, min: 8, max: 12 });
    expect(figureOf([null])).toBeNull();
    expect(figureOf([])).toBeNull();
  });
});

describe('figureText', () => {
  it('writes the median, with the spread only when the readings differ', () => {
    expect(figureText({ median: 1234.4, min: 1000.2, max: 1500.6 })).toBe('1,234 (1,000–1,501)');
    expect(figureText({ median: 812, min: 812, max: 812 })).toBe('812');
    expect(figureText({ median: 2.345, min: 2.1, max: 2.5 }, 2)).toBe('2.35 (2.10–2.50)');
    expect(figureText(null)).toBe('–');
  });
});

describe('ratioOf', () => {
  it('is the screen over the reference to two decimals', () => {
    expect(ratioOf(3000, 1200)).toBe(2.5);
    expect(ratioOf(1000, 3000)).toBe(0.33);
  });

  it('is null without a reference to divide by', () => {
    expect(ratioOf(1000, 0)).toBeNull();
    expect(ratioOf(1000, null)).toBeNull();
    expect(ratioOf(null, 1000)).toBeNull();
  });
});

describe('ratiosToReference', () => {
  it("divides each screen's reading by the mean of the reference's readings just before and after it", () => {
    const readings = [
      { screen: null, value: 1000 },
      { screen: 'a', value: 3000 },
      { screen: null, value: 2000 },
      { screen: 'b', value: 1000 },
      { screen: null, value: 2000 },
    ];
    expect(ratiosToReference(readings)).toEqual(
      new Map([
        ['a', 2],
        ['b', 0.5],
      ]),
    );
  });

  it('reaches past a failed reference reading to the nearest that succeeded, on either side', () => {
    const readings = [
      { screen: null, value: 1000 },
      { screen: 'a', value: 2000 },
      { screen: null, value: null },
      { screen: 'b', value: 4000 },
      { screen: null, value: null },
    ];
    expect(ratiosToReference(readings)).toEqual(
      new Map([
        ['a', 2],
        ['b', 4],
      ]),
    );
  });

  it('gives no ratio for a screen that failed or when the reference never succeeded', () => {
    expect(
      ratiosToReference([
        { screen: null, value: 1000 },
        { screen: 'a', value: null },
        { screen: null, value: 1000 },
      ]),
    ).toEqual(new Map([['a', null]]));
    expect(ratiosToReference([{ screen: 'a', value: 1000 }])).toEqual(new Map([['a', null]]));
  });
});

describe('interactionDuration', () => {
  it("is the longest event of the interactions, an interaction's events sharing its duration", () => {
    const entries = [
      { name: 'pointerdown', interactionId: 7, duration: 48, startTime: 10 },
      { name: 'pointerup', interactionId: 8, duration: 24, startTime: 110 },
      { name: 'click', interactionId: 8, duration: 112, startTime: 110 },
    ];
    expect(interactionDuration(entries)).toBe(112);
  });

  it('counts an event in the interaction it happened in, whenever its entry came', () => {
    // A key press whose frame came only with the next click: delivered with the click's entries, still the key's.
    const entries = [
      { name: 'pointerdown', interactionId: 9, duration: 40, startTime: 2_000 },
      { name: 'keydown', interactionId: 8, duration: 1_170, startTime: 1_000 },
      { name: 'click', interactionId: 9, duration: 208, startTime: 2_000 },
    ];
    expect(interactionDuration(entries, 1_000, 2_000)).toBe(1_170);
    expect(interactionDuration(entries, 2_000)).toBe(208);
    expect(interactionDuration(entries, 3_000)).toBeNull();
  });

  it('leaves out events that belong to no interaction (a hover, a scroll)', () => {
    expect(interactionDuration([{ name: 'pointerover', interactionId: 0, duration: 300, startTime: 0 }])).toBeNull();
    expect(interactionDuration([])).toBeNull();
  });
});
