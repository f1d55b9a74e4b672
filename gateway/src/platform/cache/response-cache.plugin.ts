// The response cache as an Apollo plugin: answers a signed-in member's repeated query from the cache
// (after the session, validation and cost checks) and keeps new answers with what the request read of the bases
// (apart from the cache itself so the request context may name the cache without an import cycle). The fast path
// (response-cache.fast.ts) serves the answers kept here, reads and all.
import type { ApolloServerPlugin } from '@apollo/server';
import type { FieldNode, OperationDefinitionNode } from 'graphql';
import type { Context } from '../graphql/context.js';
import { requestReads } from '../http/observability.js';
import { cacheMember, declaredVariables } from './response-cache.fast.js';
import { answerKey, documentDigest, type ResponseCache } from './response-cache.js';

/** Introspection answers are cheap and schema-wide: never cached. */
function cacheableQuery(operation: OperationDefinitionNode | undefined): boolean {
  if (operation?.operation !== 'query') return false;
  return !operation.selectionSet.selections.some(
    (selection) =>
      selection.kind === 'Field' &&
      ((selection as FieldNode).name.value === '__schema' || selection.name.value === '__type'),
  );
}

export function responseCachePlugin(cache: ResponseCache): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      if (!cache.enabled) return;
      let key: string | undefined;
      // Taken first: a drop after it of anything the operation reads keeps its answer out of the cache.
      const generation = cache.generation;
      let hit = false;
      let learn = () => {};
      return {
        async responseForOperation(request) {
          const session = request.contextValue.session;
          if (!session || !cacheableQuery(request.operation)) return null;
          let pages: ReadonlySet<string>;
          try {
            pages = (await request.contextValue.access.forSession(session, request.contextValue.log)).openKeys;
          } catch {
            return null; // the operation runs and reports the failure as it would uncached
          }
          const document = documentDigest(request.source ?? '');
          const declared = (request.operation?.variableDefinitions ?? []).map((v) => v.variable.name.value);
          // What the fast path needs to answer this document's repeats (it has passed validation and cost).
          const known = { declared, operation: request.operationName, kind: request.operation?.operation };
          learn = () => cache.learnDocument(document, request.request.operationName, known);
          key = answerKey({
            member: cacheMember(session),
            pages,
            document,
            operationName: request.request.operationName,
            variables: declaredVariables(declared, request.request.variables),
          });
          const data = cache.lookup(key);
          request.response.http.headers.set('x-cache', data ? 'hit' : 'miss');
          if (!data) return null;
          hit = true;
          learn();
          return { http: request.response.http, body: { kind: 'single', singleResult: { data } } };
        },
        async willSendResponse(request) {
          if (key === undefined || hit) return;
          const body = request.response.body;
          if (body.kind !== 'single') return;
          const { data, errors, extensions } = body.singleResult;
          // Partial answers (an upstream failing) are not kept: the next request tries again. What the request read
          // (none known outside a request's scope: then it counts as reading everything) is kept with the answer.
          if (errors === undefined && data) {
            cache.store(key, generation, data, requestReads(), extensions);
            learn();
          }
        },
      };
    },
  };
}
