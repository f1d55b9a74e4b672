// Limits on what one GraphQL request may ask, so no query can cost the gateway or the REST bases
// more than a screen or an analyst needs: document size, selection depth and alias count. Each is
// refused before execution with a message that names the limit.
import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

export const QUERY_LIMITS = {
  /** Characters of the query document. */
  maxQueryLength: 20_000,
  /** Nested selection levels below the operation (fragments followed). */
  maxDepth: 10,
  /** The same for __schema and __type: the standard introspection query (GraphiQL's, codegen's)
   *  nests type references 15 deep; it reads only the schema in memory. */
  maxIntrospectionDepth: 16,
  /** Aliased fields in the whole document. */
  maxAliases: 30,
} as const;

const refuse = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_REQUEST' } });

export function checkQueryLength(query: string | undefined): void {
  if (query !== undefined && query.length > QUERY_LIMITS.maxQueryLength) {
    throw refuse(`The query is longer than ${QUERY_LIMITS.maxQueryLength.toLocaleString('en-US')} characters`);
  }
}

function depthOf(
  set: SelectionSetNode | undefined,
  fragments: Record<string, FragmentDefinitionNode>,
  seen: Set<string>,
): number {
  if (!set) return 0;
  let deepest = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      deepest = Math.max(deepest, selection.selectionSet ? 1 + depthOf(selection.selectionSet, fragments, seen) : 1);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, depthOf(selection.selectionSet, fragments, seen));
    } else {
      const name = selection.name.value;
      const fragment = fragments[name];
      if (!fragment || seen.has(name)) continue; // unknown or cyclic: graphql-js reports those itself
      deepest = Math.max(deepest, depthOf(fragment.selectionSet, fragments, new Set([...seen, name])));
    }
  }
  return deepest;
}

const isIntrospection = (selection: SelectionNode) =>
  selection.kind === Kind.FIELD && (selection.name.value === '__schema' || selection.name.value === '__type');

/** Validation rule: selections nested deeper than maxDepth (introspection: maxIntrospectionDepth) are refused. */
export function depthLimitRule(context: ValidationContext): ASTVisitor {
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const definition of context.getDocument().definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
  }
  return {
    OperationDefinition(operation) {
      const introspection = {
        ...operation.selectionSet,
        selections: operation.selectionSet.selections.filter(isIntrospection),
      };
      const data = {
        ...operation.selectionSet,
        selections: operation.selectionSet.selections.filter((selection) => !isIntrospection(selection)),
      };
      for (const [set, limit] of [
        [data, QUERY_LIMITS.maxDepth],
        [introspection, QUERY_LIMITS.maxIntrospectionDepth],
      ] as const) {
        const depth = depthOf(set, fragments, new Set());
        if (depth > limit)
          context.reportError(refuse(`The query is ${depth} levels deep; at most ${limit} are allowed`));
      }
    },
  };
}

/** Validation rule: more than maxAliases aliased fields are refused (alias batching). */
export function aliasLimitRule(context: ValidationContext): ASTVisitor {
  let aliases = 0;
  return {
    Field(field) {
      if (field.alias) aliases++;
    },
    Document: {
      leave() {
        if (aliases > QUERY_LIMITS.maxAliases) {
          context.reportError(
            refuse(`The query uses ${aliases} aliases; at most ${QUERY_LIMITS.maxAliases} are allowed`),
          );
        }
      },
    },
  };
}
