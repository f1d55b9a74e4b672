// The description's point 6, rule by rule: menu filtering and the effective pages the server enforces.
import { describe, expect, it } from 'vitest';
import { MENU, type MenuNode } from '../../src/platform/permissions/menu.js';
import { effectivePages, filterMenu, openedThrough } from '../../src/platform/permissions/menu-access.js';

const allow = (...names: string[]) => new Set(names.map((name) => name.trim().toLowerCase()));
const titles = (nodes: MenuNode[]): unknown[] =>
  nodes.map((node) => (node.children?.length ? { [node.title]: titles(node.children) } : node.title));

describe('filterMenu', () => {
  it('shows an item only when its own title is allowed', () => {
    expect(titles(filterMenu(allow('dashboard')))).toEqual([{ Navigation: ['Dashboard', 'Log Out'] }]);
  });

  it('shows a collapse with all its children when its own title is allowed', () => {
    const menu = filterMenu(allow('store check'));
    expect(titles(menu)).toEqual([
      { Navigation: [{ 'Store Check': ['Summary', 'Detail', 'Stock Report', 'By Date', 'By Week'] }, 'Log Out'] },
    ]);
  });

  it('shows a collapse with only the surviving children when a child is allowed', () => {
    expect(titles(filterMenu(allow('Detail', 'By Week')))).toEqual([
      { Navigation: [{ 'Store Check': ['Detail', 'By Week'] }, 'Log Out'] },
    ]);
  });

  it('drops a collapse when neither it nor a child is allowed', () => {
    const menu = filterMenu(allow('Dashboard'));
    expect(JSON.stringify(menu)).not.toContain('Master List');
  });

  it('shows the whole group when the group title is allowed', () => {
    const menu = filterMenu(allow('Navigation'));
    const group = menu[0];
    expect(group?.children?.length).toBe((MENU[0]?.children?.length ?? 0) + 1);
    expect(group?.children?.at(-1)?.id).toBe('logout');
  });

  it('compares names trimmed and case-insensitively', () => {
    expect(titles(filterMenu(allow('  STORE list  ')))).toEqual([
      { Navigation: [{ 'Master List': ['Store List'] }, 'Log Out'] },
    ]);
  });

  it('always appends Log Out, in a Navigation group of its own when nothing survives', () => {
    const menu = filterMenu(allow());
    expect(menu).toEqual([
      {
        id: 'navigation',
        title: 'Navigation',
        type: 'group',
        children: [{ id: 'logout', title: 'Log Out', type: 'item', icon: 'FiLogOut', url: '/logout' }],
      },
    ]);
  });

  it('ignores names that are not menu titles', () => {
    expect(titles(filterMenu(allow('API Explorer')))).toEqual([{ Navigation: ['Log Out'] }]);
  });

  it('shows an item opened by another page for that page (Audit Trail: User Permission)', () => {
    expect(titles(filterMenu(allow('User Permission')))).toEqual([{ Navigation: ['Audit Trail', 'Log Out'] }]);
    expect(titles(filterMenu(allow('Audit Trail')))).toEqual([{ Navigation: ['Log Out'] }]);
  });

  it('does not change the menu data it filters', () => {
    const before = JSON.stringify(MENU);
    filterMenu(allow('Detail', 'Navigation'));
    expect(JSON.stringify(MENU)).toBe(before);
  });

  it('holds every page of the description with kebab-case ids and Fi icons', () => {
    const all: MenuNode[] = [];
    const walk = (node: MenuNode) => {
      all.push(node);
      node.children?.forEach(walk);
    };
    MENU.forEach(walk);
    // Navigation, Dashboard, 5 collapses with 22 children, 7 top-level items, Reset Password, Audit Trail.
    expect(all).toHaveLength(1 + 1 + 5 + 22 + 7 + 1 + 1);
    for (const node of all) {
      expect(node.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(node.icon).toMatch(/^Fi[A-Z]/);
      if (node.type === 'item') expect(node.url).toMatch(/^\//);
    }
    expect(all.find((node) => node.title === 'Target And Achivement')?.url).toBe('/TargetAndAchivement');
  });
});

describe('effectivePages', () => {
  it('opens a page allowed by its own record', () => {
    expect(effectivePages(['Store List'])).toEqual(['Store List']);
  });

  it('opens every page inside an allowed collapse, the collapse included', () => {
    expect(effectivePages(['Store Check'])).toEqual([
      'Store Check',
      'Summary',
      'Detail',
      'Stock Report',
      'By Date',
      'By Week',
    ]);
  });

  it('opens everything when the group is allowed', () => {
    const pages = effectivePages(['navigation']);
    expect(pages).toContain('Store List');
    expect(pages).toContain('Reset Password');
    expect(pages).not.toContain('Log Out');
  });

  it('does not open a collapse because one of its children is allowed', () => {
    expect(effectivePages(['Detail'])).toEqual(['Detail']);
  });

  it('opens names outside the menu only by their own record, trimmed', () => {
    expect(effectivePages([' User Permission '])).toEqual(['User Permission']);
    expect(effectivePages(['Navigation'])).not.toContain('User Permission');
  });

  it('agrees with the menu: every item the menu shows is an effective page', () => {
    const names = ['Store Check', 'Daily Sales', 'Settings'];
    const shown: string[] = [];
    const walk = (node: MenuNode) => {
      if (node.type === 'item' && node.id !== 'logout') shown.push(node.title);
      node.children?.forEach(walk);
    };
    filterMenu(allow(...names)).forEach(walk);
    const pages = new Set(effectivePages(names));
    for (const title of shown) expect(pages.has(title)).toBe(true);
  });
});

describe('openedThrough', () => {
  it('names the outermost allowed group that opens each page, as effectivePages opens them', () => {
    const names = ['store check', 'Summary', 'Daily Sales'];
    const through = openedThrough(names);
    expect(through.get('summary')).toBe('Store Check');
    expect(through.get('by week')).toBe('Store Check');
    expect(through.has('store check')).toBe(false);
    expect(through.has('daily sales')).toBe(false);
    expect(openedThrough(['Navigation', 'Store Check']).get('summary')).toBe('Navigation');
    const open = new Set(effectivePages(names).map((page) => page.toLowerCase()));
    for (const key of through.keys()) expect(open.has(key)).toBe(true);
  });
});
