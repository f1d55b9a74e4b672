// Which fields of the shared ReportFilter each report honours, declared on the report itself with @Honours (kept in
// its schema field's extensions, as @Page keeps the page): the ids the upstream call takes or the gateway applies,
// the dates, and the weeks of the week reports. A field set (not null, an id not 0) that the report does not honour
// is refused with BAD_USER_INPUT naming the field and the report, for the whole operation before any of its fields
// runs (reportFilterPlugin), so nothing is asked upstream; the gateway does not start while a field taking a
// ReportFilter lacks a declaration (requireReportFilterDeclarations). A period counts as the dates: honoured where
// both fromDate and toDate are. The plugin also echoes the days each period stood for (extensions.periods).
import type { ApolloServerPlugin } from '@apollo/server';
import {
  type GraphQLField,
  type GraphQLSchema,
  getArgumentValues,
  getNamedType,
  getOperationAST,
  isInputObjectType,
  isObjectType,
  Kind,
} from 'graphql';
import { Extensions } from 'type-graphql';
import { businessDay } from '../business-day.js';
import type { Context } from '../graphql/context.js';
import { badUserInputs, type FieldProblem, gatewayError } from '../graphql/errors.js';
import { rootFields } from '../graphql/selection.js';
import { type DayRange, periodDays, type ReportPeriod } from './report-period.js';

/** A field of ReportFilter a report may honour (a period follows the dates). */
export type ReportFilterField =
  | 'brandId'
  | 'regionId'
  | 'cityId'
  | 'channelId'
  | 'categoryId'
  | 'gradeId'
  | 'storeId'
  | 'managerId'
  | 'fromDate'
  | 'toDate'
  | 'fromWeek'
  | 'toWeek';

/** What a report honours: `fields` always, `withFilters` only where the bases offer the `filters` extra. */
export interface HonouredFilter {
  fields: readonly ReportFilterField[];
  withFilters?: readonly ReportFilterField[];
}

export const REPORT_FILTER_EXTENSION = 'reportFilter';

export const ID_FILTERS: readonly ReportFilterField[] = [
  'brandId',
  'regionId',
  'cityId',
  'channelId',
  'categoryId',
  'gradeId',
  'storeId',
  'managerId',
];
export const DATE_FILTERS: readonly ReportFilterField[] = ['fromDate', 'toDate'];
export const WEEK_FILTERS: readonly ReportFilterField[] = ['fromWeek', 'toWeek'];
/** The description's common report filters: every id and the dates (DispalyCheckSummary, DailySales, …). */
export const COMMON_FILTERS: readonly ReportFilterField[] = [...ID_FILTERS, ...DATE_FILTERS];
/** Records that carry a brand but no product (pictures, transfers, deployments, activities, issues). */
export const RECORD_FILTERS: readonly ReportFilterField[] = COMMON_FILTERS.filter((field) => field !== 'categoryId');

/**
 * Declares the ReportFilter fields a report honours (every report taking a ReportFilter must): `fields`, plus
 * `withFilters` where the bases offer the `filters` extra (filters the description does not give its call).
 */
export const Honours = (fields: readonly ReportFilterField[], withFilters?: readonly ReportFilterField[]) =>
  Extensions({ [REPORT_FILTER_EXTENSION]: { fields, ...(withFilters ? { withFilters } : {}) } });

type FilterValues = Partial<Record<ReportFilterField | 'period', unknown>>;

const isSet = (field: ReportFilterField | 'period', value: unknown) =>
  value !== null && value !== undefined && !(ID_FILTERS.includes(field as ReportFilterField) && value === 0);

/** The fields of `filter` that `declared` does not honour for `query` (in the filter's order), as problems. */
export function unhonouredFilter(
  filter: FilterValues | null | undefined,
  declared: HonouredFilter,
  query: string,
  offersFilters: boolean,
): FieldProblem[] {
  const honoured = new Set<string>([...declared.fields, ...(offersFilters ? (declared.withFilters ?? []) : [])]);
  if (honoured.has('fromDate') && honoured.has('toDate')) honoured.add('period');
  const problems: FieldProblem[] = [];
  for (const [field, value] of Object.entries(filter ?? {})) {
    if (!isSet(field as ReportFilterField, value) || honoured.has(field)) continue;
    const elsewhere = declared.withFilters?.includes(field as ReportFilterField) ? ' on the configured bases' : '';
    problems.push({ field: `filter.${field}`, message: `filter.${field} is not honoured by ${query}${elsewhere}` });
  }
  return problems;
}

const takesReportFilter = (field: GraphQLField<unknown, unknown>) =>
  field.args.filter((arg) => {
    const type = getNamedType(arg.type);
    return isInputObjectType(type) && type.name === 'ReportFilter';
  });

/** Every field taking a ReportFilter ('Query.dailySales' → its declaration; undefined = undeclared). */
export function reportFilterDeclarations(schema: GraphQLSchema): Map<string, HonouredFilter | undefined> {
  const found = new Map<string, HonouredFilter | undefined>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields()))
      if (takesReportFilter(field).length > 0)
        found.set(
          `${type.name}.${field.name}`,
          field.extensions[REPORT_FILTER_EXTENSION] as HonouredFilter | undefined,
        );
  }
  return found;
}

/** Throws at start when a field takes a ReportFilter without declaring what it honours, or below the root. */
export function requireReportFilterDeclarations(schema: GraphQLSchema): GraphQLSchema {
  const roots = new Set([schema.getQueryType()?.name, schema.getMutationType()?.name]);
  const wrong = [...reportFilterDeclarations(schema)]
    .filter(([name, declared]) => declared === undefined || !roots.has(name.split('.')[0]))
    .map(([name]) => name);
  if (wrong.length > 0)
    throw new Error(
      `${wrong.join(', ')} take a ReportFilter without @Honours(…) on a Query or Mutation: ` +
        'declare the fields each honours',
    );
  return schema;
}

/**
 * Appends to each ReportFilter argument's description the fields its report honours (what an analyst reads in the
 * explorer and schema.graphql), from the declarations themselves.
 */
export function describeHonouredFilters(schema: GraphQLSchema): GraphQLSchema {
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      const declared = field.extensions[REPORT_FILTER_EXTENSION] as HonouredFilter | undefined;
      if (!declared) continue;
      const dated = declared.fields.includes('fromDate') && declared.fields.includes('toDate');
      const always = [...declared.fields, ...(dated ? ['period'] : [])].join(', ');
      const offered = (declared.withFilters ?? []).filter((name) => !declared.fields.includes(name));
      const extra = offered.length
        ? `; ${offered.join(', ')} only where the bases offer them (upstreamOffers.reportFilters)`
        : '';
      for (const arg of takesReportFilter(field))
        arg.description = `${arg.description ?? ''} Honoured here: ${always}${extra}.`.trim();
    }
  }
  return schema;
}

/**
 * Apollo plugin: refuses an operation whose reports are given filter fields they do not honour, once it is parsed
 * and validated and before any field runs; and puts in every answer the days each period stood for, by response key
 * (`extensions.periods`, kept with the answer by the response cache, whose key holds the business day).
 */
export function reportFilterPlugin(schema: GraphQLSchema): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      let periods: Record<string, DayRange & { period: ReportPeriod }> | undefined;
      return {
        async didResolveOperation({ document, request, operationName, contextValue }) {
          const operation = getOperationAST(document, operationName ?? undefined);
          const root = operation && schema.getRootType(operation.operation);
          if (!operation || !root) return;
          const fragments = new Map(
            document.definitions
              .filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
              .map((fragment) => [fragment.name.value, fragment] as const),
          );
          const offersFilters = contextValue.upstream.described.offers('filters');
          const today = businessDay();
          const problems: FieldProblem[] = [];
          for (const node of rootFields(operation.selectionSet, fragments)) {
            const field = root.getFields()[node.name.value];
            const args = field ? takesReportFilter(field) : [];
            if (!field || args.length === 0) continue;
            let values: Record<string, unknown>;
            try {
              values = getArgumentValues(field, node, request.variables ?? {});
            } catch {
              continue; // arguments of the wrong kind are refused for themselves (query-cost.ts) before this
            }
            const declared = field.extensions[REPORT_FILTER_EXTENSION] as HonouredFilter;
            for (const arg of args) {
              const filter = values[arg.name] as FilterValues | null | undefined;
              problems.push(...unhonouredFilter(filter, declared, field.name, offersFilters));
              const period = filter?.period as ReportPeriod | null | undefined;
              if (period && !filter?.fromDate && !filter?.toDate) {
                periods ??= {};
                periods[node.alias?.value ?? node.name.value] = { period, ...periodDays(period, today) };
              }
            }
          }
          if (problems.length > 0) {
            periods = undefined;
            const refused = badUserInputs(problems);
            throw gatewayError('BAD_USER_INPUT', refused.message, { ...refused.extensions, http: { status: 400 } });
          }
        },
        async willSendResponse({ response }) {
          if (periods === undefined || response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          // Only the reports that answered: one refused for its other arguments used no days.
          const answered = Object.entries(periods).filter(([key]) => (result.data?.[key] ?? null) !== null);
          if (answered.length > 0) result.extensions = { ...result.extensions, periods: Object.fromEntries(answered) };
        },
      };
    },
  };
}
