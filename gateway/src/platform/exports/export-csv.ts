// CSV or Excel of any list query, for scripts and the web's Excel buttons: POST /api/export.csv (or
// /api/export.xlsx, the same rows as a workbook: xlsx-rows.ts) with the same JSON body as /graphql.
// The query runs through the same Apollo server, so it meets the same session and page checks,
// query limits, metrics and error mapping; its one top-level field (a list, or `{ total, items }`)
// becomes the rows, nested objects become dotted columns (`region.name`). A paged field is run
// page after page (the query's own limit, or EXPORT_PAGE_ROWS when it names none, from its offset to
// the last row) and the CSV streamed as each page arrives: every row, never more than one page held.
// Only queries: a mutation is refused.
import { Readable } from 'node:stream';
import type { ApolloServer } from '@apollo/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type ArgumentNode,
  type DocumentNode,
  type FieldNode,
  type GraphQLError,
  type GraphQLFormattedError,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  OperationTypeNode,
  parse,
  print,
  type VariableDefinitionNode,
  visit,
} from 'graphql';
import type { Context } from '../graphql/context.js';
import { pageMaximum } from '../graphql/paging.js';
import { checkQueryLength } from '../graphql/query-limits.js';
import { LimitReached } from '../sessions/sign-in-throttle.js';
import { columnsOf, csvHeader, csvLines, type Json, selectedColumns } from './csv-rows.js';
import { registerExportJobs } from './export-jobs.js';
import { XLSX_TYPE, xlsxStream } from './xlsx-rows.js';

/** The page an export reads at a time when its query names no limit (a field's default page is for screens). */
export const EXPORT_PAGE_ROWS = 2000;

const LIMIT_VAR = 'csvExportLimit';
const OFFSET_VAR = 'csvExportOffset';

const name = (value: string) => ({ kind: Kind.NAME, value }) as const;
const intVariable = (variable: string): VariableDefinitionNode => ({
  kind: Kind.VARIABLE_DEFINITION,
  variable: { kind: Kind.VARIABLE, name: name(variable) },
  type: { kind: Kind.NON_NULL_TYPE, type: { kind: Kind.NAMED_TYPE, name: name('Int') } },
});

/** The operation with its field's limit and offset taken from our variables (the user's, now unused, dropped). */
function pagedDocument(document: DocumentNode, operation: OperationDefinitionNode, field: FieldNode): DocumentNode {
  const argument = (arg: string, variable: string): ArgumentNode => ({
    kind: Kind.ARGUMENT,
    name: name(arg),
    value: { kind: Kind.VARIABLE, name: name(variable) },
  });
  const kept = (field.arguments ?? []).filter((arg) => arg.name.value !== 'limit' && arg.name.value !== 'offset');
  const pagedField: FieldNode = {
    ...field,
    arguments: [...kept, argument('limit', LIMIT_VAR), argument('offset', OFFSET_VAR)],
  };
  const selectionSet = { ...operation.selectionSet, selections: [pagedField] };
  const used = new Set<string>();
  visit(selectionSet, {
    // biome-ignore lint/correctness/noComponentHookFactories: a graphql-js visitor by node kind, not a component
    Variable: (node) => {
      used.add(node.name.value);
    },
  });
  const variableDefinitions = (operation.variableDefinitions ?? []).filter((definition) =>
    used.has(definition.variable.name.value),
  );
  const paged: OperationDefinitionNode = {
    ...operation,
    selectionSet,
    variableDefinitions: [...variableDefinitions, intVariable(LIMIT_VAR), intVariable(OFFSET_VAR)],
  };
  return {
    ...document,
    definitions: document.definitions.map((definition) => (definition === operation ? paged : definition)),
  };
}

/** The value of the field's integer argument as the query gives it (literal or variable), else the schema's default. */
function intArgument(
  field: FieldNode,
  arg: string,
  variables: Record<string, unknown>,
  fallback: unknown,
): number | undefined {
  const node = field.arguments?.find((candidate) => candidate.name.value === arg)?.value;
  const value =
    node?.kind === Kind.INT ? Number(node.value) : node?.kind === Kind.VARIABLE ? variables[node.name.value] : fallback;
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : undefined;
}

const STATUS_BY_CODE: Record<string, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  // A one-time-password session may only change its password: a refusal of the member, not of the bases.
  PASSWORD_CHANGE_REQUIRED: 403,
  BAD_USER_INPUT: 400,
  GRAPHQL_PARSE_FAILED: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  COST_LIMIT_EXCEEDED: 400,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
  UPSTREAM_TIMEOUT: 504,
};

function refuse(reply: FastifyReply, status: number, message: string, code = 'BAD_REQUEST') {
  return reply
    .code(status)
    .type('application/json')
    .send({ errors: [{ message, extensions: { code } }] });
}

function operationOf(document: DocumentNode, name: string | undefined): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  return name === undefined
    ? operations.length === 1
      ? operations[0]
      : undefined
    : operations.find((operation) => operation.name?.value === name);
}

/** Counts one more request of the member (and address); past either rate limit, the seconds until the next. */
async function withinRate(contextValue: Context, address: string): Promise<true | number> {
  try {
    await contextValue.limits.request(address, contextValue.session?.id, false);
    return true;
  } catch (error) {
    if (error instanceof LimitReached) return error.seconds;
    throw error;
  }
}

/** How many times a job's page waits out its member's rate before the job gives up. */
const MAX_PACED_WAITS = 60;
const pause = (seconds: number) => new Promise((resolve) => setTimeout(resolve, Math.max(1, seconds) * 1000));

interface ExportBody {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

export function registerCsvExport(
  app: FastifyInstance,
  apollo: ApolloServer<Context>,
  schema: GraphQLSchema,
  context: (request: FastifyRequest, reply: FastifyReply) => Promise<Context>,
  maxJobs: number,
): void {
  const jobs = registerExportJobs(app, maxJobs, async (request, reply) => (await context(request, reply)).session?.id);
  app.post('/api/export.:format', async (request, reply) => {
    const { format } = request.params as { format: string };
    if (format !== 'csv' && format !== 'xlsx') return refuse(reply, 404, 'Export as .csv or .xlsx', 'NOT_FOUND');
    const body = (request.body ?? {}) as ExportBody;
    if (typeof body.query !== 'string' || body.query.trim() === '')
      return refuse(reply, 400, 'Send the query as JSON: {"query": "{ stores { items { code name } } }"}');
    if (
      body.variables !== undefined &&
      body.variables !== null &&
      (typeof body.variables !== 'object' || Array.isArray(body.variables))
    )
      return refuse(reply, 400, 'variables must be an object');
    if (body.operationName !== undefined && body.operationName !== null && typeof body.operationName !== 'string')
      return refuse(reply, 400, 'operationName must be a string');
    const operationName = typeof body.operationName === 'string' ? body.operationName : undefined;
    try {
      checkQueryLength(body.query);
    } catch (error) {
      const refusal = error as GraphQLError;
      return refuse(reply, 400, refusal.message, String(refusal.extensions.code ?? 'BAD_REQUEST'));
    }
    let document: DocumentNode;
    try {
      document = parse(body.query);
    } catch (error) {
      return refuse(reply, 400, (error as GraphQLError).message, 'GRAPHQL_PARSE_FAILED');
    }
    const operation = operationOf(document, operationName);
    if (!operation)
      return refuse(
        reply,
        400,
        operationName ? `No operation named ${operationName}` : 'Name the operation to export (operationName)',
      );
    if (operation.operation !== OperationTypeNode.QUERY)
      return refuse(reply, 400, 'Only queries can be exported as CSV');
    const fields = operation.selectionSet.selections;
    if (fields.length !== 1 || fields[0]!.kind !== Kind.FIELD)
      return refuse(reply, 400, 'Export one list at a time: select exactly one top-level field');

    const field = fields[0] as FieldNode;
    const variables = (body.variables ?? {}) as Record<string, unknown>;
    const definition = schema.getQueryType()?.getFields()[field.name.value];
    const defaultOf = (arg: string) => definition?.args.find((candidate) => candidate.name === arg)?.defaultValue;
    // A query that names no limit gets pages of EXPORT_PAGE_ROWS (or the field's largest page), not the screens'
    // default of 50: a forgotten limit would otherwise make a long export one request per 50 rows.
    const named = field.arguments?.some((arg) => arg.name.value === 'limit');
    const pageSize = named
      ? intArgument(field, 'limit', variables, defaultOf('limit'))
      : defaultOf('limit') === undefined
        ? undefined
        : Math.min(EXPORT_PAGE_ROWS, pageMaximum(field.name.value) ?? EXPORT_PAGE_ROWS);
    const firstOffset = intArgument(field, 'offset', variables, defaultOf('offset') ?? 0);
    // Paged when the field takes limit and offset and the query gives them plainly (anything else runs once, as sent).
    const paging =
      pageSize !== undefined && pageSize > 0 && firstOffset !== undefined && defaultOf('offset') !== undefined
        ? { document: print(pagedDocument(document, operation, field)), size: pageSize }
        : undefined;

    const run = async (offset: number, later = false) => {
      const contextValue = await context(request, reply);
      // The session is read once a request: a later page asks again whether it has ended since (logout,
      // deactivation, an administrator's order), so a long download stops with its member's access.
      if (later && !(contextValue.session && (await contextValue.shared.sessions.isLive(contextValue.session))))
        return { ended: true } as const;
      // Each later page is one more request of the member's and the address's rate: a one-row page
      // would otherwise turn one counted request into as many upstream calls as the list has rows.
      const rate = later ? await withinRate(contextValue, request.ip) : true;
      if (rate !== true) return { limited: rate } as const;
      const response = await apollo.executeOperation(
        paging
          ? {
              query: paging.document,
              variables: { ...variables, [LIMIT_VAR]: paging.size, [OFFSET_VAR]: offset },
              operationName,
            }
          : {
              query: body.query as string,
              variables: body.variables as Record<string, unknown> | undefined,
              operationName,
            },
        { contextValue },
      );
      if (response.body.kind !== 'single') return { refusal: 'Incremental delivery cannot be exported' } as const;
      return { result: response.body.singleResult } as const;
    };
    const key = field.alias?.value ?? field.name.value;
    const rowsOf = (data: Record<string, unknown> | null | undefined) => {
      const value = (data as Record<string, Json> | null | undefined)?.[key];
      const paged =
        !Array.isArray(value) &&
        value !== null &&
        typeof value === 'object' &&
        Array.isArray((value as { items?: Json }).items);
      return { rows: Array.isArray(value) ? value : paged ? (value as { items: Json[] }).items : undefined, paged };
    };

    const first = await run(firstOffset ?? 0);
    if ('refusal' in first || 'ended' in first || 'limited' in first)
      return refuse(reply, 400, 'Incremental delivery cannot be exported');
    const { data, errors } = first.result;
    if (errors?.length) {
      const firstError = errors[0] as GraphQLFormattedError;
      const code = String(firstError.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
      return reply
        .code(STATUS_BY_CODE[code] ?? 502)
        .type('application/json')
        .send({ errors });
    }
    const { rows, paged } = rowsOf(data);
    const rowSelection = paged
      ? field.selectionSet?.selections.find(
          (selection): selection is FieldNode =>
            selection.kind === Kind.FIELD && (selection.alias?.value ?? selection.name.value) === 'items',
        )?.selectionSet
      : field.selectionSet;
    if (!rows)
      return refuse(reply, 400, `${key} is not a list: select a list field, or the items of a { total, items } page`);
    const columns = columnsOf(rows, selectedColumns(rowSelection) ?? []);
    /** Every page; a job's (`patient`) waits out its member's rate, where a download's stops. */
    async function* pages(patient = false): AsyncGenerator<Json[]> {
      yield rows ?? [];
      if (!paging || !paged) return;
      for (
        let offset = (firstOffset ?? 0) + paging.size, count = rows?.length ?? 0;
        count === paging.size;
        offset += paging.size
      ) {
        let next = await run(offset, true);
        for (let waits = 0; patient && 'limited' in next && waits < MAX_PACED_WAITS; waits++) {
          await pause(next.limited ?? 1);
          next = await run(offset, true);
        }
        // Headers are sent: a failed later page, or a session ended meanwhile, aborts the connection, so
        // the download ends broken rather than short and silent (an error line would read as a CSV row).
        if ('ended' in next) throw new Error('the session ended during the export');
        if ('limited' in next) throw new Error("the export's pages passed its member's request rate");
        if ('refusal' in next || next.result.errors?.length) throw new Error('a later page of the export failed');
        const more = rowsOf(next.result.data).rows ?? [];
        count = more.length;
        if (count > 0) yield more;
      }
    }
    async function* csv(source: AsyncGenerator<Json[]>): AsyncGenerator<string> {
      yield csvHeader(columns);
      for await (const page of source) if (page.length > 0) yield csvLines(page, columns);
    }
    const file = (source: AsyncGenerator<Json[]>) =>
      format === 'xlsx' ? xlsxStream(key, columns, source) : Readable.from(csv(source));
    if (/\brespond-async\b/i.test(String(request.headers.prefer ?? ''))) {
      const member = (await context(request, reply)).session?.id;
      if (member === undefined) return refuse(reply, 401, 'Sign in to run an export job', 'UNAUTHENTICATED');
      const started = await jobs.start(member, format, `${key}.${format}`, pages(true), file);
      if ('busy' in started) return refuse(reply.header('retry-after', '5'), 429, started.busy, 'RATE_LIMITED');
      return reply
        .code(202)
        .header('location', `/api/export-jobs/${started.job.id}`)
        .header('preference-applied', 'respond-async')
        .header('cache-control', 'no-store')
        .send(started.job);
    }
    // A workbook's bytes come after its last page: its headers go as soon as it is piped, so a later page's
    // failure cuts a 200 download (as a CSV's first line does) rather than answering an error that reads as whole.
    if (format === 'xlsx') reply.raw.once('pipe', () => reply.raw.flushHeaders());
    return reply
      .type(format === 'xlsx' ? XLSX_TYPE : 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${key}.${format}"`)
      .header('cache-control', 'no-store')
      .send(file(pages()));
  });
}
