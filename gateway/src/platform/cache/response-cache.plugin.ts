// The response cache as an Apollo plugin: answers a signed-in member's repeated query from the cache
// (after the session, validation and cost checks) and keeps new answers (apart from the cache itself so
// the request context may name the cache without an import cycle).
import type { ApolloServerPlugin } from '@apollo/server';
import type { DocumentNode, FieldNode, OperationDefinitionNode, SelectionSetNode } from 'graphql';
import type { Context } from '../graphql/context.js';
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

/** The operation's root field names, through fragment spreads and inline fragments (what a narrow drop matches). */
function rootFields(operation: OperationDefinitionNode, document: DocumentNode): string[] {
  const fragments = new Map<string, SelectionSetNode>();
  for (const definition of document.definitions)
    if (definition.kind === 'FragmentDefinition') fragments.set(definition.name.value, definition.selectionSet);
  const names = new Set<string>();
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (selection.kind === 'Field') names.add(selection.name.value);
      else if (selection.kind === 'InlineFragment') walk(selection.selectionSet);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(fragment);
      }
    }
  };
  walk(operation.selectionSet);
  return [...names];
}

export function responseCachePlugin(cache: ResponseCache): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      if (!cache.enabled) return;
      let key: string | undefined;
      let generation = 0;
      let hit = false;
      let fields: string[] = [];
      let learn = () => {};
      return {
        async responseForOperation(request) {
          const session = request.contextValue.session;
          if (!session || !cacheableQuery(request.operation)) return null;
          generation = cache.generation;
          let pages: ReadonlySet<string>;
          try {
            pages = (await request.contextValue.access.forSession(session, request.contextValue.log)).openKeys;
          } catch {
            return null; // the operation runs and reports the failure as it would uncached
          }
          fields = request.operation ? rootFields(request.operation, request.document) : [];
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
          // Partial answers (an upstream failing) are not kept: the next request tries again.
          if (errors === undefined && data) {
            cache.store(key, generation, data, fields, extensions);
            learn();
          }
        },
      };
    },
  };
}
