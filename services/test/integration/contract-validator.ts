// Validates real answers against the response schemas of contract/openapi.yaml (ajv, JSON Schema 2020-12).
import { Ajv2020 } from 'ajv/dist/2020.js';
import { readContract } from '../../src/platform/http/contract.js';

export const contract = readContract();
const ajv = new Ajv2020({ strict: false, allErrors: true });
ajv.addSchema({ $id: 'contract', components: contract.components });

type Response = { $ref?: string; content?: Record<string, { schema: unknown }> };

function responseSchema(path: string, status: number): unknown {
  const operation = (contract.paths[path]?.get ?? contract.paths[path]?.post ?? {}) as {
    responses?: Record<string, Response>;
  };
  let response = operation.responses?.[String(status)];
  if (response?.$ref)
    response = (contract.components as { responses?: Record<string, Response> }).responses?.[
      response.$ref.split('/').pop()!
    ];
  return response?.content?.['application/json']?.schema;
}

/** The schema's local refs pointed at the registered document. */
const rebased = (schema: unknown) =>
  JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"contract#/components/')) as object;

/** Null when `body` is what the contract says `path` answers with `status`, else the reasons. */
export function contractViolations(path: string, status: number, body: unknown): string | null {
  const schema = responseSchema(path, status);
  if (!schema) return `the contract has no ${status} response for ${path}`;
  const validate = ajv.compile(rebased(schema));
  return validate(body) ? null : JSON.stringify(validate.errors);
}

/** Writes (…Add, …Update, …Remove, changes, copies, e-mails) change something: their own tests check their answers. */
export const isWrite = (operationId: string) =>
  /(Add|Update|Remove|Change|Email)$/.test(operationId) ||
  /^(Copy|Add|Remove|Email|ChangePassword)/.test(operationId) ||
  /_(Add|Remove)/.test(operationId) ||
  /^Credential_(Reset|Change)$/.test(operationId) ||
  operationId === 'Token_Revoke';
