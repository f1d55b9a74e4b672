// The cost budget: every operation's cost is computed from its document and variables before
// anything runs (no resolver, no upstream call), and an operation over the budget is refused with
// COST_LIMIT_EXCEEDED naming its cost and the budget. Cost approximates the values an answer holds:
// each field counts 1, a field's `limit` (or `pageSize`) multiplies everything selected under it,
// a list without a limit multiplies by the most rows it can hold (`listRows` on its decorator), and
// aliases add up. A report's cost to its base is not in its rows: a year of weekly checks answers 53
// rows from a whole aggregation. So an operation also asks for at most a few reports (root fields that
// take a ReportFilter or a date, the services' aggregations), refused past that with the same code.
// Every answer says what its operation cost (extensions.cost), so an analyst sees how near the limits it is.
import type { ApolloServerPlugin } from '@apollo/server';
import {
  type DocumentNode,
  type FragmentDefinitionNode,
  GraphQLError,
  type GraphQLField,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  getOperationAST,
  isListType,
  Kind,
  type SelectionSetNode,
} from 'graphql';
import { type ComplexityEstimator, fieldExtensionsEstimator, getComplexity } from 'graphql-query-complexity';

/** The default budget: a screen's 10,000-row export fits; thirty aliased 10,000-row reports do not. */
export const DEFAULT_COST_BUDGET = 500_000;

/** Reports one operation may ask for by default: a screen asks for two at most. */
export const DEFAULT_MAX_REPORTS = 5;

/** Argument types that make a root field a report: the shared report filter, or a day of a range. */
const REPORT_ARGUMENT_TYPES = new Set(['ReportFilter', 'LocalDate']);

/**
 * A list query's row estimate, declared on its own decorator in the resolver file:
 * `@Query(() => [Row], { complexity: listRows(10_000) })` (the most rows the base returns, or the
 * calendar's bound). A paged list needs none: its `limit` argument (`PageLimit`, with its default)
 * multiplies what is selected under it. So a new screen never edits this file.
 */
export const listRows =
  (rows: number): ComplexityEstimator =>
  ({ childComplexity }) =>
    1 + rows * Math.max(childComplexity, 1);

/**
 * Rows a list field of an object type (or a session-only lookup) without a limit holds at most.
 * Lists neither named here nor declaring `listRows` count DEFAULT_LIST_ROWS: reference lists are small.
 */
export const LIST_ROWS: Readonly<Record<string, number>> = {
  // Reference-sized lists of the master-list screens (brands, categories, requests for access).
  'Query.brands': 100,
  'Query.productCategories': 100,
  'Query.accessRequests': 100,
  // Stores, products and members, unpaged: pickers and mappings.
  'Query.storeFilterList': 2_000,
  'StoreMapping.mapped': 2_000,
  'StoreMapping.unmapped': 2_000,
  'AccountProducts.mapped': 2_000,
  'AccountProducts.unmapped': 2_000,
  // The services' own cap (RECENT_SALES).
  'Dashboard.recentSales': 200,
  // Bounded by the calendar: days of at most 366, a week's 7 days.
  'Dashboard.salesByDay': 366,
  'JourneyWeek.days': 7,
  'PlanDay.entries': 20,
  // Small by nature: the menu has about 40 pages in 10 groups, and the levels below are mostly empty
  // (so a deep `children` selection, which the depth limit allows, stays cheap).
  'Member.pages': 50,
  'Member.menu': 15,
  'MenuItem.children': 3,
  'Brand.pictures': 3,
  'Transfer.lines': 10,
  'ReportRecipients.recipients': 20,
  'EmailReceipt.to': 20,
  'EmailReceipt.cc': 20,
  'PicturesSent.to': 20,
  'PicturesSent.cc': 20,
};
export const DEFAULT_LIST_ROWS = 100;

/** The page types whose `items` a parent's limit already multiplies. */
const PAGED_ITEMS = 'items';

const estimateField: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  // Introspection reads the schema in memory; its depth is limited separately.
  if (type.name.startsWith('__') || field.name.startsWith('__')) return 0;
  const below = Math.max(childComplexity, 1);
  const limit: unknown = args.limit ?? args.pageSize;
  if (typeof limit === 'number') return 1 + Math.max(limit, 0) * below;
  if (!isListType(getNullableType(field.type))) return 1 + childComplexity;
  if (field.name === PAGED_ITEMS && type.name.endsWith('Page')) return 1 + childComplexity;
  return 1 + (LIST_ROWS[`${type.name}.${field.name}`] ?? DEFAULT_LIST_ROWS) * below;
};

/** type-graphql's `complexity` option on a field wins; otherwise the rule above. */
const ESTIMATORS: ComplexityEstimator[] = [fieldExtensionsEstimator(), estimateField];

/** The cost of one operation of `document` with these variables. */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
  operationName?: string,
): number {
  return getComplexity({ schema, query: document, variables, operationName, estimators: ESTIMATORS });
}

/** Whether a root field is a report: one aggregation of its base over a filter or a range of days. */
export function isReportField(field: GraphQLField<unknown, unknown>): boolean {
  return field.args.some((arg) => REPORT_ARGUMENT_TYPES.has(getNamedType(arg.type).name));
}

/**
 * The reports one operation of `document` asks for: its root fields that are reports, by response key
 * (a field selected twice under one key runs once), fragments followed once each (a fragment spread
 * again at the root adds the same keys). Directives are not read: a skipped report still counts.
 */
export function operationReports(schema: GraphQLSchema, document: DocumentNode, operationName?: string): number {
  const operation = getOperationAST(document, operationName);
  const root = operation && schema.getRootType(operation.operation);
  if (!operation || !root) return 0;
  const fields = root.getFields();
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const reports = new Set<string>();
  const followed = new Set<string>();
  const collect = (set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const field = fields[selection.name.value];
        if (field && isReportField(field)) reports.add(selection.alias?.value ?? selection.name.value);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        collect(selection.selectionSet);
      } else if (!followed.has(selection.name.value)) {
        followed.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) collect(fragment.selectionSet);
      }
    }
  };
  collect(operation.selectionSet);
  return reports.size;
}

export function costLimitExceeded(cost: number, budget: number): GraphQLError {
  const figure = (value: number) => value.toLocaleString('en-US');
  return new GraphQLError(
    `The query costs ${figure(cost)}, over the budget of ${figure(budget)}: ` +
      'ask for fewer rows (limit), fields or aliases',
    { extensions: { code: 'COST_LIMIT_EXCEEDED', cost, budget, http: { status: 400 } } },
  );
}

export function reportLimitExceeded(reports: number, maxReports: number): GraphQLError {
  return new GraphQLError(
    `The query asks for ${reports} reports; at most ${maxReports} ${maxReports === 1 ? 'is' : 'are'} allowed ` +
      'in one operation: ' +
      'ask for fewer, or in several requests',
    { extensions: { code: 'COST_LIMIT_EXCEEDED', http: { status: 400 } } },
  );
}

/**
 * An answer's `extensions.cost`: the operation's estimated cost and the budget, the reports it asks for and the
 * most allowed. It depends only on the document, its variables and the configuration, never on who asks, so an
 * answer kept by the response cache keeps it as is.
 */
export interface OperationCost {
  estimated: number;
  budget: number;
  reports: number;
  maxReports: number;
}

/**
 * Apollo plugin: refuses an operation over `budget`, or asking for more than `maxReports` reports,
 * once it is parsed and validated, before it runs; and puts the operation's cost in every answer to it.
 * Listed before the response cache: its willSendResponse sets the cost (without awaiting anything) before the
 * cache's runs and keeps it with the answer.
 */
export function costBudgetPlugin(
  schema: GraphQLSchema,
  budget: number,
  maxReports: number = DEFAULT_MAX_REPORTS,
): ApolloServerPlugin {
  return {
    async requestDidStart() {
      let answered: OperationCost | undefined;
      return {
        async didResolveOperation({ document, request, operationName }) {
          let cost: number;
          try {
            cost = operationCost(schema, document, request.variables ?? {}, operationName ?? undefined);
          } catch (error) {
            // Costing coerces the variables first: a variable of the wrong kind, or missing, is the caller's
            // mistake, answered 400 as Apollo answers its own variable errors (thrown here it would be a 500).
            if (error instanceof GraphQLError)
              throw new GraphQLError(error.message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
            throw error;
          }
          const reports = operationReports(schema, document, operationName ?? undefined);
          answered = { estimated: cost, budget, reports, maxReports };
          if (cost > budget) throw costLimitExceeded(cost, budget);
          if (reports > maxReports) throw reportLimitExceeded(reports, maxReports);
        },
        async willSendResponse({ response }) {
          if (answered === undefined || response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          result.extensions = { ...result.extensions, cost: answered };
        },
      };
    },
  };
}
