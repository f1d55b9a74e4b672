// Identity in the client cache: records of different kinds that share an id never merge, and every
// object type of the schema with an id is deliberately normalised or not.
import { readFileSync } from 'node:fs';
import { gql, InMemoryCache } from '@apollo/client';
import { buildSchema, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createCache, NORMALISED_TYPES, UNNORMALISED_TYPES } from '../src/platform/app/cache';

const PICKERS = gql`
  query Pickers { brandOptions { id name active } managers { id name active } }
`;
const BRAND_AND_MEMBER = gql`
  query BrandAndMember { brands { id name active } me { id name login } }
`;

describe('client cache identity', () => {
  it('keeps a Brand and a Member with the same id apart', () => {
    const cache = createCache();
    cache.writeQuery({
      query: BRAND_AND_MEMBER,
      data: {
        brands: [{ __typename: 'Brand', id: 7, name: 'Walton', active: true }],
        me: { __typename: 'Member', id: 7, name: 'Rahim Uddin', login: 'rahim' },
      },
    });
    const read = cache.readQuery<{ brands: { name: string }[]; me: { name: string } }>({ query: BRAND_AND_MEMBER });
    expect(read?.brands[0]?.name).toBe('Walton');
    expect(read?.me.name).toBe('Rahim Uddin');
  });

  it('keeps brand options and manager options with the same id apart (they share the type PickerOption)', () => {
    for (const [cache, fixed] of [
      [new InMemoryCache(), false],
      [createCache(), true],
    ] as const) {
      cache.writeQuery({
        query: PICKERS,
        data: {
          brandOptions: [{ __typename: 'PickerOption', id: 7, name: 'Walton', active: true }],
          managers: [{ __typename: 'PickerOption', id: 7, name: 'Rahim Uddin', active: true }],
        },
      });
      const read = cache.readQuery<{ brandOptions: { name: string }[]; managers: { name: string }[] }>({
        query: PICKERS,
      });
      // The default cache is what the client used: it shows the brand under the manager's name.
      expect(read?.brandOptions[0]?.name === 'Walton').toBe(fixed);
      if (fixed) expect(read?.managers[0]?.name).toBe('Rahim Uddin');
    }
  });

  it('decides for every object type of the schema that has an id', () => {
    const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));
    const withId = Object.values(schema.getTypeMap())
      .filter((type) => isObjectType(type) && !type.name.startsWith('__') && 'id' in type.getFields())
      .map((type) => type.name)
      .sort();
    const decided = [...NORMALISED_TYPES, ...UNNORMALISED_TYPES].sort();
    expect(decided).toEqual(withId);
    expect(NORMALISED_TYPES.filter((name) => UNNORMALISED_TYPES.includes(name))).toEqual([]);
  });

  it('does not normalise a type it does not know', () => {
    const cache = createCache();
    expect(cache.identify({ __typename: 'SomethingNew', id: 1 })).toBeUndefined();
    expect(cache.identify({ __typename: 'Brand', id: 1 })).toBe('Brand:1');
  });
});
