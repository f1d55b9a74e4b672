// Reads which fields a query selects below a resolver (fragments merged, aliases resolved to
// field names), so a resolver fetches only the reference lists the answer needs.
import type { FragmentDefinitionNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/** Selected field names, each with its own sub-selection. */
export type SelectionTree = Map<string, SelectionTree>;

function collect(
  set: SelectionSetNode | undefined,
  fragments: Record<string, FragmentDefinitionNode>,
  into: SelectionTree,
  seen: Set<string>,
): void {
  if (!set) return;
  for (const selection of set.selections) {
    if (selection.kind === 'Field') {
      const name = selection.name.value;
      let child = into.get(name);
      if (!child) {
        child = new Map();
        into.set(name, child);
      }
      collect(selection.selectionSet, fragments, child, seen);
    } else if (selection.kind === 'InlineFragment') {
      collect(selection.selectionSet, fragments, into, seen);
    } else {
      const name = selection.name.value;
      const fragment = fragments[name];
      if (fragment && !seen.has(name)) {
        seen.add(name);
        collect(fragment.selectionSet, fragments, into, seen);
        seen.delete(name);
      }
    }
  }
}

/** The selection below the current field (merged over all its field nodes). */
export function selectionOf(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>): SelectionTree {
  const tree: SelectionTree = new Map();
  for (const node of info.fieldNodes) collect(node.selectionSet, info.fragments, tree, new Set());
  return tree;
}
