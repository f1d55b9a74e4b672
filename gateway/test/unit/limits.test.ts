// The generated input limits are the contract's: the same entries as the contract declares, the
// values read straight from its YAML for the fields the forms check, and the web's copy identical.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { contractLimits } from '../../../scripts/limits.js';
import { LIMITS } from '../../src/platform/upstream/limits.gen.js';

const contractUrl = new URL('../../../contract/openapi.yaml', import.meta.url);
const contract = parse(readFileSync(contractUrl, 'utf8')) as {
  components: { parameters: Record<string, { schema: Record<string, unknown> }> };
};
const schemaOf = (name: string) => contract.components.parameters[name]!.schema;

describe('input limits generated from the contract', () => {
  it('hold every limit the contract declares, and nothing else', () => {
    expect(LIMITS).toEqual(contractLimits(contractUrl));
  });

  it('carry the lengths, patterns and ranges of the form fields as the YAML gives them', () => {
    for (const name of ['StoreCode', 'StoreName', 'Address', 'ProductModelCode', 'ProductModelName', 'ShortName']) {
      const { maxLength, pattern } = schemaOf(name);
      expect(LIMITS[name as keyof typeof LIMITS], name).toMatchObject({ maxLength, ...(pattern ? { pattern } : {}) });
    }
    expect(LIMITS.mySingleID).toEqual({ minLength: 3, maxLength: 50, pattern: schemaOf('mySingleID').pattern });
    expect(LIMITS.Mobile).toEqual({ maxLength: 16, pattern: '^\\+?[0-9]{7,15}$' });
    expect(LIMITS.Latitude).toEqual({ minimum: -90, maximum: 90 });
    expect(LIMITS['Login.password']).toEqual({ minLength: 1, maxLength: 200 });
  });

  it('are the same file in the web client', () => {
    const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
    expect(read('../../../web/src/gql/limits.gen.ts')).toBe(read('../../src/platform/upstream/limits.gen.ts'));
  });
});
