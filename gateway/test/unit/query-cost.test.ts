// The cost budget against the web client's own documents: every screen's query, with its lists at
// the most rows the client ever asks for (10,000, the exports), costs less than the default budget
// and asks for no more reports than an operation may; and the cost rule itself (limits multiply,
// aliases add up, introspection is free), and which root fields are reports.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  Kind,
  type OperationDefinitionNode,
  parse,
  typeFromAST,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_COST_BUDGET,
  DEFAULT_MAX_REPORTS,
  isReportField,
  LIST_ROWS,
  operationCost,
  operationReports,
} from '../../src/platform/graphql/query-cost.js';
import { buildGatewaySchema } from '../../src/schema.js';

const GENERATED = fileURLToPath(new URL('../../../web/src/gql/graphql.ts', import.meta.url));
const CLIENT_MAX_ROWS = 10_000;

/** The typed documents codegen wrote for the web client, by name. */
function webDocuments(): Map<string, DocumentNode> {
  const documents = new Map<string, DocumentNode>();
  for (const match of readFileSync(GENERATED, 'utf8').matchAll(
    /^export const (\w+)Document = (\{.*\}) as unknown as DocumentNode/gm,
  )) {
    documents.set(match[1]!, JSON.parse(match[2]!) as DocumentNode);
  }
  return documents;
}

/** A value of an input type that validates: required fields filled, sensible scalars. */
function sample(type: GraphQLInputType, name: string): unknown {
  if (isNonNullType(type)) return sample(type.ofType, name);
  if (isListType(type)) return [sample(type.ofType, name)];
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, sample(field.type, field.name)]),
    );
  }
  if (isScalarType(type) && (type.name === 'Int' || type.name === 'Float'))
    return /limit|pagesize/i.test(name) ? CLIENT_MAX_ROWS : 1;
  if (isScalarType(type) && type.name === 'Boolean') return true;
  return /date/i.test(name) ? '2026-01-01' : 'x';
}

/** Variables as the client sends them at most: every limit at 10,000, defaults kept otherwise. */
function heaviestVariables(schema: GraphQLSchema, operation: OperationDefinitionNode): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type as Parameters<typeof typeFromAST>[1]) as GraphQLInputType;
    if (/limit|pagesize/i.test(name) || (isNonNullType(type) && !definition.defaultValue))
      variables[name] = sample(type, name);
  }
  return variables;
}

describe('query cost', () => {
  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await buildGatewaySchema();
  });

  it('keeps every web document under the default budget with its lists at 10,000 rows', () => {
    const documents = webDocuments();
    expect(documents.size).toBeGreaterThan(50);
    const costs: { name: string; cost: number }[] = [];
    for (const [name, document] of documents) {
      const operation = document.definitions.find(
        (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
      );
      if (!operation) continue;
      costs.push({ name, cost: operationCost(schema, document, heaviestVariables(schema, operation)) });
    }
    const over = costs.filter((entry) => entry.cost > DEFAULT_COST_BUDGET);
    expect(over).toEqual([]);
    const heaviest = costs.sort((a, b) => b.cost - a.cost).slice(0, 8);
    console.info(
      `query cost: heaviest web documents ${heaviest.map((entry) => `${entry.name} ${entry.cost}`).join(', ')}`,
    );
  });

  it('multiplies by the limit and adds aliases up', () => {
    const one = operationCost(schema, parse('{ lowStockChecks(limit: 10000) { items { visitId visitDate } } }'));
    const two = operationCost(
      schema,
      parse(
        '{ a: lowStockChecks(limit: 10000) { items { visitId visitDate } } b: lowStockChecks(limit: 10000) { items ' +
          '{ visitId visitDate } } }',
      ),
    );
    expect(one).toBeGreaterThanOrEqual(30_000);
    expect(two).toBe(2 * one);
    expect(
      operationCost(schema, parse('query($n: Int!) { stores(limit: $n) { items { code } } }'), { n: 10 }),
    ).toBeLessThan(100);
  });

  it('counts introspection as free and names only fields that exist', () => {
    expect(operationCost(schema, parse('{ __schema { types { name fields { name } } } }'))).toBe(0);
    for (const coordinate of Object.keys(LIST_ROWS)) {
      const [type, field] = coordinate.split('.') as [string, string];
      const owner = schema.getType(type);
      expect(owner && 'getFields' in owner ? Object.keys(owner.getFields()) : [], coordinate).toContain(field);
    }
  });

  it('keeps every web document within the reports an operation may ask for', () => {
    const over = [...webDocuments()]
      .map(([name, document]) => ({ name, reports: operationReports(schema, document) }))
      .filter((entry) => entry.reports > DEFAULT_MAX_REPORTS);
    expect(over).toEqual([]);
  });

  it('counts as reports the root fields over a ReportFilter or dates, once per response key', () => {
    const query = schema.getQueryType()!.getFields();
    const mutation = schema.getMutationType()!.getFields();
    for (const name of ['displayChecksByWeek', 'lowStockChecks', 'dashboard', 'saleReport', 'trainings'])
      expect(isReportField(query[name]!), name).toBe(true);
    expect(isReportField(mutation.emailLowStockReport!)).toBe(true);
    for (const name of ['me', 'stores', 'brands', 'weeks', 'journeyPlan'])
      expect(isReportField(query[name]!), name).toBe(false);
    const document = parse(
      '{ dailySales { date } dailySales { date } a: dailySales { date } ...S ...S stores { total } } ' +
        'fragment S on Query { recentSales { id } ... on Query { b: recentSales { id } } }',
    );
    expect(operationReports(schema, document)).toBe(4);
  });
});
