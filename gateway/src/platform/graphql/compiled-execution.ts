// Hot list queries run by graphql-jit instead of graphql-js: the whole 1,500-row joined store list spends
// most of its execution walking every field of every row, which a query compiled once per document does in
// straight-line code. It is an Apollo plugin answering `responseForOperation`, so the request has already been
// through the session, the parse, validation, depth, alias and cost checks, and the response cache (a plugin
// before this one) had its chance; the schema's own resolvers run, page checks included. Only queries whose
// every root field is listed below take this path, and only answers without errors: an answer with errors
// (a refused page, a failed upstream) is dropped and the query runs again on Apollo's own path, which formats
// errors, so every refusal and error reads exactly as before. Queries only: running one twice changes nothing.
// One root field only: beside a second field, a cheap failing alias (limit 0) would make the whole list beside it
// run twice, on the compiled path and again on Apollo's; alone, a field fails before its work (page, arguments).
import type { ApolloServerPlugin, GraphQLRequestContextResponseForOperation } from '@apollo/server';
import type { GraphQLSchema, OperationDefinitionNode } from 'graphql';
import { type CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit';
import { LRUCache } from 'lru-cache';
import type { Context } from './context.js';

/** Root fields whose one-field queries run compiled: lists whose row count makes execution their main cost. */
export const COMPILED_ROOT_FIELDS: ReadonlySet<string> = new Set(['stores']);
/** Compiled documents kept (the web client sends a handful; each is a generated function). */
const MAX_COMPILED = 100;

function runsCompiled(operation: OperationDefinitionNode | undefined): boolean {
  if (operation?.operation !== 'query') return false;
  const [only, ...more] = operation.selectionSet.selections;
  return more.length === 0 && only?.kind === 'Field' && COMPILED_ROOT_FIELDS.has(only.name.value);
}

/**
 * What became of a query that takes this path: answered compiled, run again on Apollo's path for its errors, or
 * run there because graphql-jit cannot compile it (counted on /metrics, so the compiled path is seen to run).
 */
export type CompiledOutcome = 'compiled' | 'errors' | 'uncompilable';

export function compiledExecutionPlugin(
  schema: GraphQLSchema,
  enabled: boolean,
  count: (outcome: CompiledOutcome) => void = () => {},
): ApolloServerPlugin<Context> {
  const compiled = new LRUCache<string, CompiledQuery>({ max: MAX_COMPILED });
  const compiledFor = (request: GraphQLRequestContextResponseForOperation<Context>) => {
    const key = `${request.queryHash}\n${request.operationName ?? ''}`;
    const known = compiled.get(key);
    if (known) return known;
    const made = compileQuery(schema, request.document, request.operationName ?? undefined);
    if (!isCompiledQuery(made)) return undefined;
    compiled.set(key, made);
    return made;
  };
  return {
    async requestDidStart() {
      if (!enabled) return;
      return {
        async responseForOperation(request) {
          if (!runsCompiled(request.operation)) return null;
          const query = compiledFor(request);
          if (!query) {
            count('uncompilable');
            return null;
          }
          const result = await query.query(undefined, request.contextValue, request.request.variables ?? {});
          if (result.errors?.length || !result.data) {
            count('errors');
            return null;
          }
          count('compiled');
          return { http: request.response.http, body: { kind: 'single', singleResult: { data: result.data } } };
        },
      };
    },
  };
}
