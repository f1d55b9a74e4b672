// CSV of any list query, for scripts: POST /api/export.csv with the same JSON body as /graphql.
// The query runs through the same Apollo server, so it meets the same session and page checks,
// query limits, metrics and error mapping; its one top-level field (a list, or `{ total, items }`)
// becomes the rows, nested objects become dotted columns (`region.name`). Only queries: a mutation
// is refused before anything runs.
import type { ApolloServer } from '@apollo/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError, Kind, OperationTypeNode, parse, type DocumentNode, type FieldNode, type GraphQLFormattedError, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import type { Context } from './context.js';
import { checkQueryLength } from './query-limits.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const FORMULA = /^[=+\-@\t\r]/;

function cell(value: Json | undefined): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (typeof value === 'object') text = Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null) ? value.join('; ') : JSON.stringify(value);
  else text = String(value);
  // A cell a spreadsheet would run as a formula is kept as text.
  if (FORMULA.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The dotted columns a selection asks for (`region { name }` → region.name); undefined with fragments. */
export function selectedColumns(selectionSet: SelectionSetNode | undefined, path = ''): string[] | undefined {
  if (!selectionSet) return [path];
  const columns: string[] = [];
  for (const selection of selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) return undefined;
    const key = selection.alias?.value ?? selection.name.value;
    const inner = selectedColumns(selection.selectionSet, path ? `${path}.${key}` : key);
    if (!inner) return undefined;
    columns.push(...inner);
  }
  return columns;
}

/** Rows of nested objects flattened to dotted columns: the given ones first, then any others in order of first appearance. */
export function rowsToCsv(rows: readonly Json[], known: readonly string[] = []): string {
  const flat = rows.map((row) => {
    const out = new Map<string, Json>();
    const walk = (value: Json, path: string) => {
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        for (const [key, child] of Object.entries(value)) walk(child, path ? `${path}.${key}` : key);
      } else out.set(path || 'value', value);
    };
    walk(row, '');
    return out;
  });
  const columns: string[] = [...known];
  const seen = new Set<string>(known);
  for (const row of flat) for (const key of row.keys()) if (!seen.has(key)) { seen.add(key); columns.push(key); }
  const lines = [columns.map(cell).join(','), ...flat.map((row) => columns.map((column) => cell(row.get(column))).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

const STATUS_BY_CODE: Record<string, number> = {
  UNAUTHENTICATED: 401, FORBIDDEN: 403, BAD_USER_INPUT: 400, GRAPHQL_PARSE_FAILED: 400, GRAPHQL_VALIDATION_FAILED: 400,
  BAD_REQUEST: 400, COST_LIMIT_EXCEEDED: 400, NOT_FOUND: 404, RATE_LIMITED: 429, UPSTREAM_TIMEOUT: 504,
};

function refuse(reply: FastifyReply, status: number, message: string, code = 'BAD_REQUEST') {
  return reply.code(status).type('application/json').send({ errors: [{ message, extensions: { code } }] });
}

function operationOf(document: DocumentNode, name: string | undefined): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
  return name === undefined ? (operations.length === 1 ? operations[0] : undefined) : operations.find((operation) => operation.name?.value === name);
}

interface ExportBody { query?: unknown; variables?: unknown; operationName?: unknown }

export function registerCsvExport(app: FastifyInstance, apollo: ApolloServer<Context>, context: (request: FastifyRequest, reply: FastifyReply) => Promise<Context>): void {
  app.post('/api/export.csv', async (request, reply) => {
    const body = (request.body ?? {}) as ExportBody;
    if (typeof body.query !== 'string' || body.query.trim() === '') return refuse(reply, 400, 'Send the query as JSON: {"query": "{ stores { items { code name } } }"}');
    if (body.variables !== undefined && body.variables !== null && (typeof body.variables !== 'object' || Array.isArray(body.variables))) return refuse(reply, 400, 'variables must be an object');
    if (body.operationName !== undefined && body.operationName !== null && typeof body.operationName !== 'string') return refuse(reply, 400, 'operationName must be a string');
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
    if (!operation) return refuse(reply, 400, operationName ? `No operation named ${operationName}` : 'Name the operation to export (operationName)');
    if (operation.operation !== OperationTypeNode.QUERY) return refuse(reply, 400, 'Only queries can be exported as CSV');
    const fields = operation.selectionSet.selections;
    if (fields.length !== 1 || fields[0]!.kind !== Kind.FIELD) return refuse(reply, 400, 'Export one list at a time: select exactly one top-level field');

    const response = await apollo.executeOperation(
      { query: body.query, variables: (body.variables ?? undefined) as Record<string, unknown> | undefined, operationName },
      { contextValue: await context(request, reply) },
    );
    if (response.body.kind !== 'single') return refuse(reply, 400, 'Incremental delivery cannot be exported');
    const { data, errors } = response.body.singleResult;
    if (errors?.length) {
      const first = errors[0] as GraphQLFormattedError;
      const code = String(first.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
      return reply.code(STATUS_BY_CODE[code] ?? 502).type('application/json').send({ errors });
    }
    const [key] = Object.keys(data ?? {});
    const value = (data as Record<string, Json> | null | undefined)?.[key ?? ''];
    const field = fields[0] as FieldNode;
    const paged = !Array.isArray(value) && value !== null && typeof value === 'object' && Array.isArray((value as { items?: Json }).items);
    const rows = Array.isArray(value) ? value : paged ? (value as { items: Json[] }).items : undefined;
    const rowSelection = paged
      ? field.selectionSet?.selections.find((selection): selection is FieldNode => selection.kind === Kind.FIELD && (selection.alias?.value ?? selection.name.value) === 'items')?.selectionSet
      : field.selectionSet;
    if (!rows) return refuse(reply, 400, `${key} is not a list: select a list field, or the items of a { total, items } page`);
    const filename = `${key}.csv`;
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(rowsToCsv(rows, selectedColumns(rowSelection) ?? []));
  });
}
