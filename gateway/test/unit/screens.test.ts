// One source for screen titles and paths: contract/screens.json. Every item of the gateway's side menu is a
// screen there with the same title and path, and every screen there is in the menu unless marked
// menu: false (reached from another screen); the web's registry reads the same file (web/test/screens.test.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MENU, type MenuNode } from '../../src/platform/permissions/menu.js';

interface ScreenText {
  path: string;
  title: string;
  page?: string;
  menu?: boolean;
  signedIn?: boolean;
}
const { screens } = JSON.parse(readFileSync(new URL('../../../contract/screens.json', import.meta.url), 'utf8')) as {
  screens: Record<string, ScreenText>;
};

const leaves = (nodes: readonly MenuNode[]): MenuNode[] =>
  nodes.flatMap((node) => (node.children ? leaves(node.children) : [node]));

describe('screen titles', () => {
  it('every menu item is a screen of contract/screens.json, same title and path', () => {
    const registry = new Map(Object.values(screens).map((screen) => [screen.path, screen.title]));
    const items = leaves(MENU).map((node) => [node.url, node.title]);
    expect(items.filter(([url, title]) => registry.get(url!) !== title)).toEqual([]);
  });

  it('every screen on the menu is a menu item', () => {
    const items = new Set(leaves(MENU).map((node) => `${node.url} ${node.title}`));
    const onMenu = Object.values(screens).filter((screen) => screen.menu !== false);
    expect(onMenu.filter((screen) => !items.has(`${screen.path} ${screen.title}`))).toEqual([]);
    expect(onMenu.length).toBe(items.size);
  });

  it('a screen any signed-in member opens is off the menu (its items follow page access) and names no page', () => {
    for (const screen of Object.values(screens).filter((entry) => entry.signedIn))
      expect({ menu: screen.menu, page: screen.page }, screen.title).toEqual({ menu: false, page: undefined });
  });

  it('a screen off the menu names the menu page that opens it, or is its own page', () => {
    const titles = new Set(leaves(MENU).map((node) => node.title));
    for (const screen of Object.values(screens).filter((entry) => entry.menu === false && entry.page !== undefined))
      expect(titles.has(screen.page!), screen.title).toBe(true);
  });
});

describe('written once', () => {
  it('neither the menu nor the web registry spells a screen path itself', () => {
    const sources = ['../../src/platform/permissions/menu.ts', '../../../web/src/platform/app/screens.ts'].map((path) =>
      readFileSync(new URL(path, import.meta.url), 'utf8'),
    );
    for (const screen of Object.values(screens))
      for (const source of sources) expect(source.includes(`'${screen.path}'`), screen.path).toBe(false);
  });
});
