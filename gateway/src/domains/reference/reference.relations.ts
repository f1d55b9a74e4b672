// Relations between GraphQL object types, declared beside each type: the reference list a relation field
// is joined from and the related type's own relations, so a query's selection names the lists it needs.
import type { SelectionTree } from '../../platform/graphql/selection.js';
import type { RefName } from '../../platform/reference/reference.rest.js';

export interface Relation {
  /** The reference list the related object is built from; none for an object the row itself carries. */
  readonly list?: RefName;
  /** The related type's own relations. */
  readonly of: Relations;
}
export type Relations = Readonly<Record<string, Relation>>;

export const relation = (list: RefName, of: Relations = {}): Relation => ({ list, of });
/** An object built from the row itself (a transfer's lines) whose own relations are joined. */
export const nested = (of: Relations): Relation => ({ of });

/** The reference lists a selection of a type with `relations` needs, nested relations included. */
export function neededRefs(
  relations: Relations,
  selection: SelectionTree | undefined,
  into: Set<RefName> = new Set(),
): Set<RefName> {
  if (!selection) return into;
  for (const [field, sub] of selection) {
    const related = relations[field];
    if (!related) continue;
    if (related.list) into.add(related.list);
    neededRefs(related.of, sub, into);
  }
  return into;
}
