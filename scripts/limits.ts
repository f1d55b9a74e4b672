// The input limits of the REST contract (lengths, patterns, ranges of its query parameters) as a
// TypeScript constant, so the gateway's checks and the web's forms read them instead of copying them.
// Written by scripts/generated.ts into each package that needs it (packages share no source).
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

interface Schema {
  type?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
}
interface Parameter {
  name?: string;
  schema?: Schema;
  $ref?: string;
}
interface Contract {
  components?: { parameters?: Record<string, Parameter> };
  paths?: Record<string, Record<string, { operationId?: string; parameters?: Parameter[] }>>;
}

export type Limit = Pick<Schema, 'minLength' | 'maxLength' | 'pattern' | 'minimum' | 'maximum'>;

/** The limits a parameter's schema declares: text with a length or pattern, numbers with a range. */
function limitOf(schema: Schema | undefined): Limit | undefined {
  if (!schema) return undefined;
  const text = schema.type === 'string' && [schema.minLength, schema.maxLength, schema.pattern].some(Boolean);
  const range = schema.minimum !== undefined && schema.maximum !== undefined && schema.type !== 'string';
  if (!text && !range) return undefined;
  const keys = text ? (['minLength', 'maxLength', 'pattern'] as const) : (['minimum', 'maximum'] as const);
  return Object.fromEntries(keys.filter((key) => schema[key] !== undefined).map((key) => [key, schema[key]]));
}

/** Shared parameters by their component name; an operation's own by `OperationId.name`. */
export function contractLimits(contractPath: URL): Record<string, Limit> {
  const contract = parse(readFileSync(contractPath, 'utf8')) as Contract;
  const limits: Record<string, Limit> = {};
  for (const [name, parameter] of Object.entries(contract.components?.parameters ?? {})) {
    const limit = limitOf(parameter.schema);
    if (limit) limits[name] = limit;
  }
  for (const methods of Object.values(contract.paths ?? {}))
    for (const operation of Object.values(methods))
      for (const parameter of operation.parameters ?? []) {
        const limit = parameter.$ref ? undefined : limitOf(parameter.schema);
        if (limit && operation.operationId && parameter.name)
          limits[`${operation.operationId}.${parameter.name}`] = limit;
      }
  return Object.fromEntries(Object.entries(limits).sort(([a], [b]) => a.localeCompare(b)));
}

export function limitsModule(contractPath: URL): string {
  const entries = Object.entries(contractLimits(contractPath)).map(
    ([name, limit]) => `  ${JSON.stringify(name)}: ${JSON.stringify(limit)},`,
  );
  return [
    '// Generated from contract/openapi.yaml by `npm run generate` (scripts/limits.ts). Do not edit.',
    '// The input limits of the contract: `Name` for a shared parameter, `OperationId.name` for an inline one.',
    '',
    'export interface InputLimit {',
    '  readonly minLength?: number;',
    '  readonly maxLength?: number;',
    '  readonly pattern?: string;',
    '  readonly minimum?: number;',
    '  readonly maximum?: number;',
    '}',
    '',
    'export const LIMITS = {',
    ...entries,
    '} as const satisfies Record<string, InputLimit>;',
    '',
  ].join('\n');
}
