// A screen is added by its entry in contract/screens.json: this guard fails when a screen there lacks its
// menu item (with a bundled icon), its page module for the web's lazily loaded route, or a row estimate for
// the cost budget on each list query of its page (a `limit` argument, `listRows` on its decorator, a LIST_ROWS row).
import { existsSync, readFileSync } from 'node:fs';
import { type GraphQLField, type GraphQLSchema, getNamedType, getNullableType, isListType } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIST_ROWS } from '../../src/platform/graphql/query-cost.js';
import { MENU, type MenuNode } from '../../src/platform/permissions/menu.js';
import { ACCESS_EXTENSION, type FieldAccess } from '../../src/platform/permissions/page.js';
import { buildGatewaySchema } from '../../src/schema.js';

interface ScreenText {
  path: string;
  title: string;
  icon: string;
  /** The page module the web loads: `<feature>/<File>` (default export) or `<feature>/<File>#<Export>`. */
  screen?: string;
  section?: string;
  page?: string;
  menu?: boolean;
}
const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const { screens, sections } = JSON.parse(read('../../../contract/screens.json')) as {
  screens: Record<string, ScreenText>;
  sections: Record<string, string>;
};

const nodes = (list: readonly MenuNode[]): MenuNode[] => list.flatMap((node) => [node, ...nodes(node.children ?? [])]);

/** The react-icons/fi names the web bundles (web/src/platform/app/icons.ts): any other shows as a plain circle. */
const bundledIcons = new Set(read('../../../web/src/platform/app/icons.ts').match(/\bFi[A-Z]\w*/g));

/** Whether `<domain>/<File>[#Export]` names a page module the web router loads (web/src/routes.ts), and its export. */
function pageExists(reference: string): boolean {
  const [file, name] = reference.split('#') as [string, string?];
  if (!/^[\w-]+\/\w+(Page|Pages)$/.test(file)) return false;
  const path = new URL(`../../../web/src/domains/${file}.tsx`, import.meta.url);
  if (!existsSync(path)) return false;
  const source = readFileSync(path, 'utf8');
  if (name === undefined) return /^export default /m.test(source);
  return new RegExp(`^export (function|const) ${name}\\b|^export \\{[^}]*\\b${name}\\b[^}]*\\}`, 'm').test(source);
}

describe('every screen of contract/screens.json', () => {
  it('on the menu is a menu item with its title, path and a bundled icon', () => {
    const items = new Map(nodes(MENU).map((node) => [node.url, node]));
    for (const [id, screen] of Object.entries(screens)) {
      expect(bundledIcons.has(screen.icon), `${id}: icon ${screen.icon} is bundled`).toBe(true);
      if (screen.menu === false) continue;
      const item = items.get(screen.path);
      expect({ title: item?.title, icon: item?.icon }, id).toEqual({ title: screen.title, icon: screen.icon });
    }
  });

  it('in a section has that section on the menu, with a bundled icon', () => {
    const collapses = new Map(nodes(MENU).map((node) => [node.title, node]));
    for (const [id, screen] of Object.entries(screens)) {
      if (screen.section === undefined) continue;
      expect(sections[screen.section], `${id}: section ${screen.section} has an icon`).toBeDefined();
      expect(bundledIcons.has(sections[screen.section]!), screen.section).toBe(true);
      if (screen.menu === false) continue;
      const collapse = collapses.get(screen.section);
      expect(
        collapse?.children?.map((child) => child.url),
        id,
      ).toContain(screen.path);
    }
  });

  it('has its page loaded lazily by the web router', () => {
    expect(Object.entries(screens).filter(([, screen]) => !pageExists(screen.screen ?? ''))).toEqual([]);
  });

  describe('cost estimates', () => {
    let schema: GraphQLSchema;
    beforeAll(async () => {
      schema = await buildGatewaySchema();
    });

    const estimated = (owner: string, field: GraphQLField<unknown, unknown>): boolean => {
      if (field.args.some((arg) => arg.name === 'limit' || arg.name === 'pageSize')) return true;
      if (field.extensions.complexity !== undefined) return true;
      return LIST_ROWS[`${owner}.${field.name}`] !== undefined;
    };

    it('gives every list query of its page a row estimate, and every paged query a limit', () => {
      const pages = new Set(Object.values(screens).map((screen) => screen.page ?? screen.title));
      const missing: string[] = [];
      let lists = 0;
      for (const field of Object.values(schema.getQueryType()!.getFields())) {
        const access = field.extensions[ACCESS_EXTENSION] as FieldAccess | undefined;
        if (access?.kind !== 'page' || !pages.has(access.page)) continue;
        const isList = isListType(getNullableType(field.type));
        const isPaged = !isList && getNamedType(field.type).name.endsWith('Page');
        if (!isList && !isPaged) continue;
        lists += 1;
        if (!estimated('Query', field)) missing.push(`Query.${field.name} (${access.page})`);
      }
      expect(lists).toBeGreaterThan(20);
      expect(missing).toEqual([]);
    });
  });
});
