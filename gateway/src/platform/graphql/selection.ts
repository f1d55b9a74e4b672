// Reads which fields a query selects below a resolver (fragments merged, aliases resolved to
// field names), so a resolver fetches only the reference lists the answer needs.
import {
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLResolveInfo,
  Kind,
  type SelectionSetNode,
} from 'graphql';

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

/**
 * The root fields of an operation's selection set, through fragments and inline fragments, in the order they run
 * (a mutation's fields run one after another): for checks made on a whole operation before it runs.
 */
export function rootFields(
  set: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  seen = new Set<string>(),
): FieldNode[] {
  const fields: FieldNode[] = [];
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) fields.push(selection);
    else if (selection.kind === Kind.INLINE_FRAGMENT)
      fields.push(...rootFields(selection.selectionSet, fragments, seen));
    else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = fragments.get(selection.name.value);
      if (fragment) fields.push(...rootFields(fragment.selectionSet, fragments, seen));
    }
  }
  return fields;
}
