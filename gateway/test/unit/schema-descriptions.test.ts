// Analysts learn the API from introspection: every argument, input field and enum value says what it takes,
// and the figures descriptions give agree with the code that enforces them.
import {
  type GraphQLArgument,
  type GraphQLInputField,
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { MAX_AUDIT_PAGE } from '../../src/domains/audit/audit.resolver.js';
import { MAX_PRODUCT_PAGE } from '../../src/domains/products/products.input.js';
import { MAX_SALE_LINES_PAGE } from '../../src/domains/sales/sale-lines.js';
import { MAX_STORE_PAGE } from '../../src/domains/stores/stores.query.js';
import { MAX_MEMBER_PAGE } from '../../src/domains/team/team.input.js';
import { MAX_AGGREGATE_GROUPS } from '../../src/platform/graphql/aggregate.js';
import { MAX_PAGE_ROWS } from '../../src/platform/graphql/paging.js';
import { buildGatewaySchema } from '../../src/schema.js';

interface Described {
  /** Type.field(argument), Input.field or Enum.VALUE. */
  name: string;
  description: string | null | undefined;
  /** The default value of an argument or input field, when it has one. */
  defaultValue?: unknown;
}

function everyDescribed(schema: GraphQLSchema): Described[] {
  const found: Described[] = [];
  const withDefault = (name: string, item: GraphQLArgument | GraphQLInputField) =>
    found.push({ name, description: item.description, defaultValue: item.defaultValue });
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isObjectType(type) || isInterfaceType(type))
      for (const field of Object.values(type.getFields())) {
        found.push({ name: `${type.name}.${field.name}`, description: field.description });
        for (const arg of field.args) withDefault(`${type.name}.${field.name}(${arg.name})`, arg);
      }
    if (isInputObjectType(type))
      for (const field of Object.values(type.getFields())) withDefault(`${type.name}.${field.name}`, field);
    if (isEnumType(type))
      for (const value of type.getValues())
        found.push({ name: `${type.name}.${value.name}`, description: value.description });
  }
  return found;
}

const figure = (text: string) => Number(text.replaceAll(',', ''));

/** The rows a page of each paged list (or groups an aggregate) may hold, as its resolver checks them. */
const PAGE_MAXIMA: Readonly<Record<string, number>> = {
  'Query.stores': MAX_STORE_PAGE,
  'Query.teamMembers': MAX_MEMBER_PAGE,
  'Query.products': MAX_PRODUCT_PAGE,
  'Query.auditTrail': MAX_AUDIT_PAGE,
  'Query.saleLines': MAX_SALE_LINES_PAGE,
  'Query.storeAggregate': MAX_AGGREGATE_GROUPS,
  'Query.displayCheckAggregate': MAX_AGGREGATE_GROUPS,
  'Query.lowStockAggregate': MAX_AGGREGATE_GROUPS,
  'Query.salesAggregate': MAX_AGGREGATE_GROUPS,
};

describe('schema descriptions', () => {
  it('describe every argument, input field and enum value', async () => {
    const undescribed = everyDescribed(await buildGatewaySchema())
      .filter((item) => !item.description?.trim())
      .map((item) => item.name);
    expect(undescribed).toEqual([]);
  });

  it('give the default an argument or input field really has', async () => {
    const wrong = everyDescribed(await buildGatewaySchema())
      .filter((item) => typeof item.defaultValue === 'number' || typeof item.defaultValue === 'boolean')
      .flatMap((item) => {
        const said = item.description?.match(/\bdefaults? (?:is |to |)([\d,]+|true|false)\b/i)?.[1];
        if (said === undefined) return [];
        const value = /^(true|false)$/i.test(said) ? said.toLowerCase() === 'true' : figure(said);
        return value === item.defaultValue ? [] : [`${item.name}: says ${said}, is ${String(item.defaultValue)}`];
      });
    expect(wrong).toEqual([]);
  });

  it('bound a page by the rows it may hold, and count every matching row in total', async () => {
    const wrong = everyDescribed(await buildGatewaySchema()).flatMap((item) => {
      const problems: string[] = [];
      const text = item.description ?? '';
      // A page's total is the list's true size, counted by the base: no cap applies to it.
      if (item.name.endsWith('Page.total') && /at most|\d{1,3}(,\d{3})+/.test(text))
        problems.push(`${item.name}: "${text}" caps a count that has no cap`);
      const field = item.name.replace(/\(limit\)$/, '');
      const bound = item.name.endsWith('(limit)') ? /\b1 to ([\d,]+)/g : /\blimit 1 to ([\d,]+)/g;
      const max = PAGE_MAXIMA[field] ?? MAX_PAGE_ROWS;
      for (const match of text.matchAll(bound))
        if (figure(match[1] ?? '') !== max) problems.push(`${item.name}: says 1 to ${match[1]}, a page holds ${max}`);
      return problems;
    });
    expect(wrong).toEqual([]);
  });
});
