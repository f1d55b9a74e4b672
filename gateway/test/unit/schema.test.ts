// The committed schema.graphql is what the gateway emits, and every root field declares its access.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fieldAccess } from '../../src/platform/permissions/page.js';
import { printGatewaySchema } from '../../src/print-schema.js';
import { buildGatewaySchema } from '../../src/schema.js';

const committed = new URL('../../../schema.graphql', import.meta.url);

describe('schema', () => {
  it('matches the committed schema.graphql (run "npm run schema" when this fails)', async () => {
    expect(readFileSync(committed, 'utf8')).toBe(await printGatewaySchema());
  });

  it(
    'declares the access of every Query and Mutation field; only sign-in, sign-out and the sign-up form are ' +
      'public',
    async () => {
      const access = fieldAccess(await buildGatewaySchema());
      const undeclared = [...access].filter(([, declared]) => declared === undefined).map(([name]) => name);
      expect(undeclared).toEqual([]);
      const open = [...access].filter(([, declared]) => declared?.kind === 'public').map(([name]) => name);
      expect(open.sort()).toEqual([
        'Mutation.login',
        'Mutation.logout',
        'Mutation.requestAccess',
        'Query.signUpRegions',
      ]);
      expect(access.get('Query.stores')).toEqual({ kind: 'page', page: 'Store List' });
      expect(access.get('Query.me')).toEqual({ kind: 'signed-in' });
    },
  );

  it('describes every type and field', async () => {
    const schema = await buildGatewaySchema();
    const missing: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name)) continue;
      if (!type.description && type.name !== 'Query' && type.name !== 'Mutation') missing.push(type.name);
      if ('getFields' in type) {
        for (const field of Object.values(type.getFields()))
          if (!field.description) missing.push(`${type.name}.${field.name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
