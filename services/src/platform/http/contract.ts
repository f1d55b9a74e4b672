// Reads the REST contract (contract/openapi.yaml) into the list of operations the services serve,
// each with the querystring schema Fastify validates requests against.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/** The distributor's three bases, then the product's own store (`product`). */
export const BASES = ['main', 'settings', 'transfer', 'product'] as const;
export type Base = (typeof BASES)[number];

export interface JsonSchema {
  [keyword: string]: unknown;
}

export interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
  $ref?: string;
}

export interface Operation {
  operationId: string;
  base: Base;
  method: 'GET' | 'POST';
  /** e.g. /main/StoreList */
  path: string;
  /** Fastify/ajv schema of the query string: the contract's parameters plus `_token`. */
  querystring: JsonSchema;
  /** For multipart uploads: the form's schema, each file field accepting any bytes. */
  multipart?: { body: JsonSchema; fileFields: string[] };
  /** When set (strict mode), the only query parameters a request may name; any other answers 400. */
  allowedQuery?: string[];
}

export interface ContractDocument {
  paths: Record<
    string,
    Partial<
      Record<
        'get' | 'post',
        {
          operationId?: string;
          'x-base'?: string;
          parameters?: Parameter[];
          requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        }
      >
    >
  >;
  components: { parameters?: Record<string, Parameter>; schemas?: Record<string, JsonSchema> };
}

export const contractPath = new URL('../../../../contract/openapi.yaml', import.meta.url);

export function readContract(path: URL | string = contractPath): ContractDocument {
  return parse(readFileSync(path, 'utf8')) as ContractDocument;
}

function resolveParameter(document: ContractDocument, parameter: Parameter): Parameter {
  if (!parameter.$ref) return parameter;
  const name = parameter.$ref.replace('#/components/parameters/', '');
  const resolved = document.components.parameters?.[name];
  if (!resolved) throw new Error(`contract: unknown parameter ${parameter.$ref}`);
  return resolved;
}

/** The querystring schema of one operation: its query parameters, `_token`, nothing else kept. */
export function querystringSchema(document: ContractDocument, parameters: Parameter[] = []): JsonSchema {
  const properties: Record<string, JsonSchema> = { _token: { type: 'string' } };
  const required: string[] = [];
  for (const parameter of parameters.map((p) => resolveParameter(document, p))) {
    if (parameter.in !== 'query') continue;
    properties[parameter.name] = parameter.schema ?? { type: 'string' };
    if (parameter.required) required.push(parameter.name);
  }
  return { type: 'object', properties, required, additionalProperties: false };
}

export function contractOperations(document: ContractDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of ['get', 'post'] as const) {
      const operation = item[method];
      if (!operation) continue;
      const base = operation['x-base'];
      if (!operation.operationId || !BASES.includes(base as Base) || !path.startsWith(`/${base}/`)) {
        throw new Error(
          `contract: ${method.toUpperCase()} ${path} needs an operationId and an x-base matching its path`,
        );
      }
      operations.push({
        operationId: operation.operationId,
        base: base as Base,
        method: method === 'get' ? 'GET' : 'POST',
        path,
        querystring: querystringSchema(document, operation.parameters),
        ...multipartSchema(operation.requestBody?.content?.['multipart/form-data']?.schema),
      });
    }
  }
  return operations;
}

/** A multipart form's schema for Fastify: files (format binary) arrive as Buffers, so accept anything there. */
function multipartSchema(schema: JsonSchema | undefined): Pick<Operation, 'multipart'> {
  if (!schema) return {};
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const fileFields = Object.keys(properties).filter((name) => properties[name]?.format === 'binary');
  const bodyProperties = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, fileFields.includes(name) ? {} : property]),
  );
  return { multipart: { body: { ...schema, properties: bodyProperties, additionalProperties: false }, fileFields } };
}
