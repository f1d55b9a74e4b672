// The document limits stay linear in the document: fragments spread many times over (each spreading
// the one before twice, a few hundred characters for billions of paths) are measured once each, so
// validating any document within the length limit takes a moment, never the event loop. Random
// fragment-spread graphs (fast-check) check that the depth found is the one every path would give,
// that each fragment is read a bounded number of times, and that the gateway's whole validation of
// such graphs stays quick.
import fc from 'fast-check';
import {
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  Kind,
  parse,
  type SelectionSetNode,
  specifiedRules,
  validate,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  depthLimitRule,
  PARSE_OPTIONS,
  QUERY_LIMITS,
  QUERY_VALIDATION_RULES,
} from '../../src/platform/graphql/query-limits.js';
import { buildGatewaySchema } from '../../src/schema.js';

/** One fragment of a generated graph: menu entries, some spreads nested one `children` level down. */
interface FragmentShape {
  /** Earlier fragments spread at this level (repeats allowed: the doubling case). */
  spreads: readonly number[];
  /** Earlier fragments spread inside `children { }`, one level deeper. */
  nested: readonly number[];
}

/** Fragment i spreads only fragments before it, so the graph has no cycle and every path ends. */
const graphs = (maxFragments: number, maxSpreads: number) =>
  fc.integer({ min: 1, max: maxFragments }).chain((count) =>
    fc.tuple(
      ...Array.from({ length: count }, (_, index) => {
        const earlier =
          index === 0 ? fc.constant<number[]>([]) : fc.array(fc.nat(index - 1), { maxLength: maxSpreads });
        return fc.record({ spreads: earlier, nested: earlier });
      }),
    ),
  );

function documentOf(shapes: readonly FragmentShape[]): string {
  const fragments = shapes.map((shape, index) => {
    const spreads = shape.spreads.map((at) => `...F${at}`).join(' ');
    const nested = shape.nested.length > 0 ? `children { ${shape.nested.map((at) => `...F${at}`).join(' ')} }` : '';
    return `fragment F${index} on MenuItem { id ${spreads} ${nested} }`;
  });
  return `{ me { menu { ...F${shapes.length - 1} } } } ${fragments.join(' ')}`;
}

/** Each fragment spreads the one before it twice: 2^(count-1) paths in a few characters a fragment. */
function doubling(count: number): string {
  const fragments = ['fragment F0 on Query { __typename }'];
  for (let index = 1; index < count; index++)
    fragments.push(`fragment F${index} on Query { ...F${index - 1} ...F${index - 1} }`);
  return `{ ...F${count - 1} } ${fragments.join(' ')}`;
}

/** The depth every path gives, by walking every path (small graphs only). */
function everyPathDepth(document: DocumentNode): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const walk = (set: SelectionSetNode | undefined): number => {
    let deepest = 0;
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD)
        deepest = Math.max(deepest, selection.selectionSet ? 1 + walk(selection.selectionSet) : 1);
      else if (selection.kind === Kind.INLINE_FRAGMENT) deepest = Math.max(deepest, walk(selection.selectionSet));
      else deepest = Math.max(deepest, walk(fragments.get(selection.name.value)?.selectionSet));
    }
    return deepest;
  };
  const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  return operation?.kind === Kind.OPERATION_DEFINITION ? walk(operation.selectionSet) : 0;
}

/** The depth the rule reports, or 0 when within the limit (the rule names the depth only past it). */
function reportedDepth(schema: GraphQLSchema, document: DocumentNode): number {
  const message = validate(schema, document, [depthLimitRule])[0]?.message ?? '';
  return Number(/The query is (\d+) levels deep/.exec(message)?.[1] ?? 0);
}

/**
 * The document with each fragment's selections behind a counter: a rule that reads one fragment more
 * than `allowed` times (once a spread, not once a fragment) fails at once instead of running for hours.
 */
function countingReads(document: DocumentNode, allowed: number): { document: DocumentNode; most(): number } {
  const reads = new Map<string, number>();
  const definitions = document.definitions.map((definition) => {
    if (definition.kind !== Kind.FRAGMENT_DEFINITION) return definition;
    const name = definition.name.value;
    const counted = { ...definition };
    Object.defineProperty(counted, 'selectionSet', {
      enumerable: true,
      get() {
        const count = (reads.get(name) ?? 0) + 1;
        reads.set(name, count);
        if (count > allowed) throw new Error(`fragment ${name} read ${count} times`);
        return definition.selectionSet;
      },
    });
    return counted;
  });
  return { document: { ...document, definitions }, most: () => Math.max(0, ...reads.values()) };
}

const millisecondsOf = (work: () => void): number => {
  const started = performance.now();
  work();
  return performance.now() - started;
};

describe('query limits', () => {
  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await buildGatewaySchema();
  });

  it('finds the depth every path of a fragment-spread graph gives', () => {
    fc.assert(
      fc.property(graphs(8, 2), (shapes) => {
        const document = parse(documentOf(shapes));
        const depth = everyPathDepth(document);
        expect(reportedDepth(schema, document)).toBe(depth > QUERY_LIMITS.maxDepth ? depth : 0);
      }),
      { numRuns: 200 },
    );
  });

  it('reads each fragment a bounded number of times, however often it is spread', () => {
    fc.assert(
      fc.property(graphs(40, 4), (shapes) => {
        // The validation's own walk reads each fragment once; the rules may read it once each more.
        const { document, most } = countingReads(parse(documentOf(shapes)), 8);
        validate(schema, document, QUERY_VALIDATION_RULES);
        expect(most()).toBeLessThanOrEqual(8);
      }),
      { numRuns: 100 },
    );
  });

  it("validates random fragment-spread graphs quickly with the gateway's whole rule set", () => {
    fc.assert(
      fc.property(graphs(40, 4), (shapes) => {
        const document = parse(documentOf(shapes), PARSE_OPTIONS);
        // Generous: a path-by-path walk of these graphs takes minutes to hours.
        expect(
          millisecondsOf(() => validate(schema, document, [...specifiedRules, ...QUERY_VALIDATION_RULES])),
        ).toBeLessThan(1_000);
      }),
      { numRuns: 50 },
    );
  });

  it('refuses 30 doubling fragments (a billion paths in a kilobyte) within 100 ms of validation', () => {
    const source = doubling(30);
    expect(source.length).toBeLessThan(1_600);
    const document = parse(source, PARSE_OPTIONS);
    let errors: readonly { message: string }[] = [];
    // The best of three: a shared machine's pauses are not the rule's.
    const best = Math.min(
      ...[1, 2, 3].map(() =>
        millisecondsOf(() => {
          errors = validate(schema, document, [...specifiedRules, ...QUERY_VALIDATION_RULES]);
        }),
      ),
    );
    expect(best).toBeLessThan(100);
    expect(errors.map((error) => error.message)).toContain(
      `The query makes more than ${(QUERY_LIMITS.maxSelections * 10).toLocaleString('en-US')} selections once its ` +
        `fragments are expanded; at most ${QUERY_LIMITS.maxSelections.toLocaleString('en-US')} are allowed`,
    );
  });

  it('counts selections as every spread of a fragment makes them', () => {
    const within = parse(doubling(11), PARSE_OPTIONS); // 1,024 __typename and 2,047 spreads
    expect(validate(schema, within, QUERY_VALIDATION_RULES)).toEqual([]);
    const over = validate(schema, parse(doubling(12), PARSE_OPTIONS), QUERY_VALIDATION_RULES);
    expect(over.map((error) => error.message)).toEqual([
      'The query makes 6,143 selections once its fragments are expanded; at most 5,000 are allowed',
    ]);
  });

  it('stops parsing past the token limit', () => {
    const fields = Array.from({ length: QUERY_LIMITS.maxTokens }, () => '__typename').join(' ');
    // graphql-js 16 words it "more that".
    expect(() => parse(`{ ${fields} }`, PARSE_OPTIONS)).toThrow(
      new RegExp(`Document contains more tha[nt] ${QUERY_LIMITS.maxTokens} tokens`),
    );
    expect(() => parse(`{ ${fields.slice(0, 20_000)} }`, PARSE_OPTIONS)).not.toThrow();
  });
});
