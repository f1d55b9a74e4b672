import { describe, expect, it } from 'vitest';
import {
  type ContractDocument,
  contractOperations,
  querystringSchema,
  readContract,
} from '../../src/platform/http/contract.js';

describe('the REST contract as routes', () => {
  const document = readContract();

  it('gives every operation a base matching its path prefix', () => {
    const operations = contractOperations(document);
    expect(operations.length).toBeGreaterThan(10);
    for (const operation of operations) expect(operation.path.startsWith(`/${operation.base}/`)).toBe(true);
    expect(operations.map((operation) => operation.operationId)).toContain('StoreList');
  });

  it('builds the query schema from shared and inline parameters, with _token allowed', () => {
    const storeList = contractOperations(document).find((operation) => operation.operationId === 'StoreList');
    const schema = storeList?.querystring as {
      properties: Record<string, { type: string; default?: unknown }>;
      required: string[];
    };
    expect(schema.properties._token?.type).toBe('string');
    expect(schema.properties.RegionID).toMatchObject({ type: 'integer', minimum: 0, default: 0 });
    expect(schema.properties.ActiveStatus).toMatchObject({ default: 0 });
    expect(schema.required).toEqual([]);
  });

  it('marks required parameters', () => {
    const schema = querystringSchema(document, [
      { name: 'username', in: 'query', required: true, schema: { type: 'string' } },
    ]);
    expect(schema.required).toEqual(['username']);
  });

  it('refuses an operation whose x-base does not match its path', () => {
    const broken: ContractDocument = {
      components: {},
      paths: { '/main/X': { get: { operationId: 'X', 'x-base': 'settings' } } },
    };
    expect(() => contractOperations(broken)).toThrow(/x-base/);
  });
});
