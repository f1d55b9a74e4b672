// A per-request budget of upstream writes: one HTTP request (every mutation field of its operation,
// aliases included) may ask for at most a kind's allowance of record writes (stores: MAX_WRITES_PER_REQUEST,
// targets: 1000, plan changes: 200), so aliasing a bulk mutation cannot become thousands of upstream writes.
// The whole operation is checked before any field runs (writeBudgetPlugin: the mutations declare what
// they write with @Extensions({ writes }), a copy the most it may write), so an alias past the budget leaves the
// earlier ones unwritten; each field also spends its share when it runs, for writes only known then (a week's copy).
import type { ApolloServerPlugin } from '@apollo/server';
import {
  type DocumentNode,
  type GraphQLSchema,
  getArgumentValues,
  getOperationAST,
  Kind,
  type OperationDefinitionNode,
} from 'graphql';
import { gatewayError } from './errors.js';
import { rootFields } from './selection.js';

/** Record writes one request may cause (bulk actions send larger selections in chunks of this size). */
export const MAX_WRITES_PER_REQUEST = 500;

/**
 * What a mutation writes, declared on it with `@Extensions({ writes })`: one record per entry of `arg`; or, for a
 * mutation whose writes are known only when it runs (a copy), `upTo` records, the most it may write, and none when
 * its boolean argument `unless` is true (a preview).
 */
export interface WritesDeclared {
  what: string;
  arg?: string;
  upTo?: number;
  unless?: string;
  limit?: number;
}

const refused = (limit: number, what: string, field: string, http?: { status: number }) =>
  gatewayError('BAD_USER_INPUT', `At most ${limit} ${what} can be changed in one request: send the rest in another`, {
    field,
    limit,
    ...(http ? { http } : {}),
  });

/** Writes asked for so far, by request (the FastifyRequest: one per HTTP request, dropped with it) and kind. */
const spent = new WeakMap<object, Map<string, number>>();

/** Counts `count` writes of `what` against the request's allowance of that kind (`limit`); BAD_USER_INPUT
 *  (nothing counted) past it. */
export function spendWrites(
  request: object,
  count: number,
  what: string,
  field: string,
  limit: number = MAX_WRITES_PER_REQUEST,
): void {
  const kinds = spent.get(request) ?? new Map<string, number>();
  const total = (kinds.get(what) ?? 0) + count;
  if (total > limit) throw refused(limit, what, field);
  kinds.set(what, total);
  spent.set(request, kinds);
}

/** How many more writes of `what` the request may make within its allowance (`limit`). */
export function writesLeft(request: object, what: string, limit: number = MAX_WRITES_PER_REQUEST): number {
  return Math.max(0, limit - (spent.get(request)?.get(what) ?? 0));
}

/** The writes a mutation operation asks for by kind, with the first field of each and its limit. */
export function operationWrites(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown>,
  operationName?: string,
): Map<string, { count: number; field: string; limit: number }> {
  const writes = new Map<string, { count: number; field: string; limit: number }>();
  const operation: OperationDefinitionNode | null | undefined = getOperationAST(document, operationName);
  const mutation = schema.getMutationType();
  if (operation?.operation !== 'mutation' || !mutation) return writes;
  const fragments = new Map(
    document.definitions
      .filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment] as const),
  );
  for (const node of rootFields(operation.selectionSet, fragments)) {
    const field = mutation.getFields()[node.name.value];
    const declared = field?.extensions.writes as WritesDeclared | undefined;
    if (!field || !declared) continue;
    let args: Record<string, unknown>;
    try {
      args = getArgumentValues(field, node, variables);
    } catch {
      // Arguments of the wrong kind: the operation is refused for them (query-cost.ts) before it runs.
      continue;
    }
    if (declared.unless !== undefined && args[declared.unless] === true) continue;
    const value = declared.arg === undefined ? undefined : args[declared.arg];
    const count = declared.upTo ?? (Array.isArray(value) ? value.length : 1);
    const kind = writes.get(declared.what);
    writes.set(declared.what, {
      count: (kind?.count ?? 0) + count,
      field: kind?.field ?? declared.arg ?? node.name.value,
      limit: declared.limit ?? MAX_WRITES_PER_REQUEST,
    });
  }
  return writes;
}

/** Apollo plugin: refuses a mutation operation whose fields together pass a kind's budget, before any runs. */
export function writeBudgetPlugin(schema: GraphQLSchema): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, request, operationName }) {
          const writes = operationWrites(schema, document, request.variables ?? {}, operationName ?? undefined);
          for (const [what, { count, field, limit }] of writes)
            if (count > limit) throw refused(limit, what, field, { status: 400 });
        },
      };
    },
  };
}
