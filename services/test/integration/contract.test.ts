// Every operation of the contract, called for real, answers what the contract says it answers.
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { contractOperations, readContract } from '../../src/http/contract.js';
import { get } from './support.js';

const document = readContract();
const ajv = new Ajv2020({ strict: false, allErrors: true });
ajv.addSchema({ $id: 'contract', components: document.components });

/** Valid parameters for the operations that need some. */
const sampleParams: Record<string, Record<string, string | number>> = {
  Login: { username: 'admin', password: 'Admin@2026' },
  GetPageAccess: { TeamMemberID: 1 },
  PageAccess: { TeamMemberID: 2 },
  CityList: { RegionID: 1 },
  DistrictList: { CityID: 1 },
  ChannelList: { ChannelTypeID: 1 },
  StoreList: { RegionID: 1 },
  StoreFilterList: { RegionID: 1 },
};

function responseSchema(path: string, status: string): unknown {
  const operation = (document.paths[path]?.get ?? {}) as { responses?: Record<string, { $ref?: string; content?: Record<string, { schema: unknown }> }> };
  let response = operation.responses?.[status];
  if (response?.$ref) response = (document.components as Record<string, Record<string, typeof response>>).responses?.[response.$ref.split('/').pop()!];
  return response?.content?.['application/json']?.schema;
}

/** The contract's schema with its local refs pointed at the registered document. */
function rebased(schema: unknown): unknown {
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"contract#/components/'));
}

describe('responses match the contract', () => {
  it.each(contractOperations(document).filter((operation) => operation.method === 'GET').map((operation) => [operation.operationId, operation.path] as const))(
    '%s',
    async (operationId, path) => {
      const answer = await get(path, sampleParams[operationId] ?? {});
      expect(answer.httpStatus).toBe(200);
      const schema = responseSchema(path, '200');
      expect(schema, `no 200 schema for ${operationId}`).toBeDefined();
      const validate = ajv.compile(rebased(schema) as object);
      expect(validate(answer.body), JSON.stringify(validate.errors)).toBe(true);
    },
  );

  it('error answers match the Error schema', async () => {
    const validate = ajv.compile({ $ref: 'contract#/components/schemas/Error' });
    for (const answer of [await get('/main/StoreList', { RegionID: -5 }), await get('/main/RegionList', {}, 'wrong')]) {
      expect(validate(answer.body), JSON.stringify(validate.errors)).toBe(true);
    }
  });
});
