// The argument helpers every list and mutation shares, once: required ids, paging (its arguments and
// their check) and the sort direction.
import 'reflect-metadata';
import { GraphQLError } from 'graphql';
import { buildSchema, Ctx, Int, Query, Resolver } from 'type-graphql';
import { describe, expect, it } from 'vitest';
import { checkPaging, PageLimit, PageOffset } from '../../src/platform/graphql/paging.js';
import { directionSign, SortDirection } from '../../src/platform/graphql/sorting.js';
import { requiredId } from '../../src/platform/graphql/validate.js';

const codeOf = (run: () => unknown): unknown => {
  try {
    run();
  } catch (error) {
    return error instanceof GraphQLError ? [error.extensions.code, error.extensions.field, error.message] : error;
  }
  return 'no error';
};

describe('requiredId', () => {
  it('passes a whole number of 1 or more', () => {
    expect(requiredId('id', 1)).toBe(1);
    expect(requiredId('storeId', Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses %s with BAD_USER_INPUT naming the field',
    (id) => {
      expect(codeOf(() => requiredId('teamMemberId', id))).toEqual([
        'BAD_USER_INPUT',
        'teamMemberId',
        `teamMemberId must be a whole number from 1 to ${Number.MAX_SAFE_INTEGER}`,
      ]);
    },
  );
});

describe('paging', () => {
  it('checks limit 1..max and offset 0 or more', () => {
    expect(checkPaging(50, 0, 100)).toEqual({ limit: 50, offset: 0 });
    expect(codeOf(() => checkPaging(0, 0, 100))).toEqual([
      'BAD_USER_INPUT',
      'limit',
      'limit must be a whole number from 1 to 100',
    ]);
    expect(codeOf(() => checkPaging(101, 0, 100))).toEqual([
      'BAD_USER_INPUT',
      'limit',
      'limit must be a whole number from 1 to 100',
    ]);
    expect((codeOf(() => checkPaging(1, -1, 100)) as unknown[])[0]).toBe('BAD_USER_INPUT');
  });

  it('declares limit and offset with their defaults, bounds and descriptions', async () => {
    @Resolver()
    class PagedResolver {
      @Query(() => Int)
      things(@PageLimit() limit: number, @PageOffset() offset: number, @Ctx() _ctx: unknown): number {
        return limit + offset;
      }

      @Query(() => Int)
      others(@PageLimit(60, 2000) limit: number, @PageOffset() offset: number): number {
        return limit + offset;
      }
    }
    // An auth checker, as the product's resolvers (their @Authorized) may share this worker's decorator metadata.
    const schema = await buildSchema({ resolvers: [PagedResolver], validate: false, authChecker: () => true });
    const fields = schema.getQueryType()!.getFields();
    const args = (name: string) =>
      Object.fromEntries(
        fields[name]!.args.map((arg) => [arg.name, [String(arg.type), arg.defaultValue, arg.description ?? null]]),
      );
    const offset = [
      'Int!',
      0,
      'Rows to skip before the page, 0 or more (default 0): offset = limit × (page number − 1).',
    ];
    expect(args('things')).toEqual({ limit: ['Int!', 50, 'Rows in the page, 1 to 10,000 (default 50).'], offset });
    expect(args('others')).toEqual({ limit: ['Int!', 60, 'Rows in the page, 1 to 2,000 (default 60).'], offset });
  });
});

describe('sort direction', () => {
  it('is +1 ascending (and by default), -1 descending', () => {
    expect(directionSign(SortDirection.ASC)).toBe(1);
    expect(directionSign(undefined)).toBe(1);
    expect(directionSign(null)).toBe(1);
    expect(directionSign(SortDirection.DESC)).toBe(-1);
  });
});
