// Pure rules of the description's point 6: filtering the menu by the allowed page names, and the
// effective pages the server enforces (so what the menu shows and what the server allows agree).
import { LOG_OUT, MENU, type MenuNode } from './menu.js';

/** Page names compare trimmed and case-insensitively. */
export const pageKey = (name: string) => name.trim().toLowerCase();

/**
 * A group or collapse is shown when its own title is allowed (with all its children) or when at
 * least one child survives (with only the surviving children); an item only when its title is
 * allowed, or the page it names when another page opens it (Audit Trail: User Permission). Log Out
 * is always appended as the last child of the last surviving group, or in a 'Navigation' group of
 * its own when nothing survives.
 */
export function filterMenu(allowed: ReadonlySet<string>, menu: readonly MenuNode[] = MENU): MenuNode[] {
  const keep = (node: MenuNode): MenuNode | undefined => {
    if (allowed.has(pageKey(node.page ?? node.title))) return node;
    if (node.type === 'item') return undefined;
    const children = (node.children ?? []).map(keep).filter((child): child is MenuNode => child !== undefined);
    return children.length > 0 ? { ...node, children } : undefined;
  };
  const groups = menu.map(keep).filter((node): node is MenuNode => node !== undefined);
  const last = groups.at(-1);
  if (!last) return [{ id: 'navigation', title: 'Navigation', type: 'group', children: [LOG_OUT] }];
  groups[groups.length - 1] = { ...last, children: [...(last.children ?? []), LOG_OUT] };
  return groups;
}

/**
 * Titles the member may open: a menu title is open when allowed itself or when an enclosing
 * group/collapse title is allowed; names outside the menu are open only by their own record.
 * Menu titles come first in menu order, then the other allowed names.
 */
export function effectivePages(allowedNames: readonly string[], menu: readonly MenuNode[] = MENU): string[] {
  const allowed = new Set(allowedNames.map(pageKey));
  const pages: string[] = [];
  const seen = new Set<string>();
  const walk = (node: MenuNode, enclosingAllowed: boolean) => {
    const open = enclosingAllowed || allowed.has(pageKey(node.title));
    seen.add(pageKey(node.title));
    if (open) pages.push(node.title);
    for (const child of node.children ?? []) walk(child, open);
  };
  for (const node of menu) walk(node, false);
  for (const name of allowedNames) {
    const key = pageKey(name);
    if (!seen.has(key)) {
      seen.add(key);
      pages.push(name.trim());
    }
  }
  return pages;
}

/**
 * For each menu title opened by an enclosing group or collapse that is allowed (the rule of
 * effectivePages), the outermost such title: pageKey(title) → that enclosing title. A title open
 * only by its own record, or not open, is absent.
 */
export function openedThrough(allowedNames: readonly string[], menu: readonly MenuNode[] = MENU): Map<string, string> {
  const allowed = new Set(allowedNames.map(pageKey));
  const through = new Map<string, string>();
  const walk = (node: MenuNode, opener: string | undefined) => {
    if (opener !== undefined) through.set(pageKey(node.title), opener);
    const next = opener ?? (allowed.has(pageKey(node.title)) ? node.title : undefined);
    for (const child of node.children ?? []) walk(child, next);
  };
  for (const node of menu) walk(node, undefined);
  return through;
}
