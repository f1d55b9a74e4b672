// Limits on what one GraphQL request may ask, so no query can cost the gateway or the REST bases
// more than a screen or an analyst needs: document size (characters, then tokens while it is parsed),
// selections with every fragment spread expanded, selection depth and alias count. Each is refused
// before execution with a message that names the limit. Every rule measures a fragment once and
// reuses that measure wherever it is spread: a few hundred characters of fragments that each spread
// the one before twice make billions of paths, and a walk of every path would hold the event loop.
// (GraphQL Armor's max-depth rule walks every spread the same way, so these are written here.)
import {
  type ASTVisitor,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type ParseOptions,
  type SelectionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

export const QUERY_LIMITS = {
  /** Characters of the query document. */
  maxQueryLength: 20_000,
  /** Tokens of the query document, counted while it is parsed (parsing stops past it). Thirty aliased
   *  report queries with their rows take about 1,300. */
  maxTokens: 3_000,
  /** Selections (fields, fragments) of one operation once every fragment spread is expanded. */
  maxSelections: 5_000,
  /** Nested selection levels below the operation (fragments followed). */
  maxDepth: 10,
  /** The same for __schema and __type: the standard introspection query (GraphiQL's, codegen's)
   *  nests type references 15 deep; it reads only the schema in memory. */
  maxIntrospectionDepth: 16,
  /** Aliased fields in the whole document. */
  maxAliases: 30,
} as const;

/** graphql-js parse options: the token limit stops the lexer before a huge document is built. */
export const PARSE_OPTIONS: ParseOptions = { maxTokens: QUERY_LIMITS.maxTokens };

const refuse = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_REQUEST' } });

export function checkQueryLength(query: string | undefined): void {
  if (query !== undefined && query.length > QUERY_LIMITS.maxQueryLength) {
    throw refuse(`The query is longer than ${QUERY_LIMITS.maxQueryLength.toLocaleString('en-US')} characters`);
  }
}

const figure = (value: number) => value.toLocaleString('en-US');

function fragmentsOf(context: ValidationContext): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of context.getDocument().definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return fragments;
}

/**
 * A measure of selection sets that takes each fragment's own measure once (memoised by name): a spread
 * adds what `spread` makes of the fragment's measure, so the work is linear in the document. A
 * fragment met again while it is being measured (a cycle, which graphql-js refuses itself) counts 0.
 */
function memoisedMeasure(
  fragments: Map<string, FragmentDefinitionNode>,
  measureSet: (set: SelectionSetNode, measureSpread: (name: string) => number) => number,
): (set: SelectionSetNode | undefined) => number {
  const measured = new Map<string, number>();
  const measuring = new Set<string>();
  const spread = (name: string): number => {
    const known = measured.get(name);
    if (known !== undefined) return known;
    const fragment = fragments.get(name);
    if (!fragment || measuring.has(name)) return 0; // unknown or cyclic: graphql-js reports those itself
    measuring.add(name);
    const value = measureSet(fragment.selectionSet, spread);
    measuring.delete(name);
    measured.set(name, value);
    return value;
  };
  return (set) => (set ? measureSet(set, spread) : 0);
}

/** Levels of nested fields below a selection set, fragments followed. */
function depthMeasure(fragments: Map<string, FragmentDefinitionNode>) {
  const depthOf = (set: SelectionSetNode, spread: (name: string) => number): number => {
    let deepest = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        deepest = Math.max(deepest, selection.selectionSet ? 1 + depthOf(selection.selectionSet, spread) : 1);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        deepest = Math.max(deepest, depthOf(selection.selectionSet, spread));
      } else {
        deepest = Math.max(deepest, spread(selection.name.value));
      }
    }
    return deepest;
  };
  return memoisedMeasure(fragments, depthOf);
}

const isIntrospection = (selection: SelectionNode) =>
  selection.kind === Kind.FIELD && (selection.name.value === '__schema' || selection.name.value === '__type');

/** Validation rule: selections nested deeper than maxDepth (introspection: maxIntrospectionDepth) are refused. */
export function depthLimitRule(context: ValidationContext): ASTVisitor {
  const depthOf = depthMeasure(fragmentsOf(context));
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
        const depth = depthOf(set);
        if (depth > limit)
          context.reportError(refuse(`The query is ${depth} levels deep; at most ${limit} are allowed`));
      }
    },
  };
}

/** Past this many selections an operation's count stops: its message says "more than" this. */
const SELECTIONS_COUNTED = QUERY_LIMITS.maxSelections * 10;

/**
 * Validation rule: an operation with more than maxSelections selections once its fragments are
 * expanded (each spread counts its fragment's selections again) is refused. It bounds what any walk
 * of the operation does (cost, execution planning, the resolvers' own reading of their selections).
 */
export function selectionLimitRule(context: ValidationContext): ASTVisitor {
  const countOf = memoisedMeasure(fragmentsOf(context), function count(set, spread): number {
    let total = 0;
    for (const selection of set.selections) {
      total += 1;
      if (selection.kind === Kind.FRAGMENT_SPREAD) total += spread(selection.name.value);
      else if (selection.selectionSet) total += count(selection.selectionSet, spread);
      // Saturated, so the count of a document with billions of paths stays a small number.
      if (total >= SELECTIONS_COUNTED) return SELECTIONS_COUNTED;
    }
    return total;
  });
  return {
    OperationDefinition(operation) {
      const count = countOf(operation.selectionSet);
      if (count <= QUERY_LIMITS.maxSelections) return;
      const made = count >= SELECTIONS_COUNTED ? `more than ${figure(SELECTIONS_COUNTED)}` : figure(count);
      context.reportError(
        refuse(
          `The query makes ${made} selections once its fragments are expanded; ` +
            `at most ${figure(QUERY_LIMITS.maxSelections)} are allowed`,
        ),
      );
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

/** The gateway's own validation rules, after graphql-js's: the selection count first. */
export const QUERY_VALIDATION_RULES: readonly ValidationRule[] = [selectionLimitRule, depthLimitRule, aliasLimitRule];
