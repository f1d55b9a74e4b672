// The one save-with-refusal flow of master-record writes: refusals become clear errors, a write without
// its saved row is a bad response, and the cached lists are dropped before the saved record is shown.
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { savedRow } from '../../src/platform/graphql/saved.js';
import { UpstreamBadResponse, UpstreamStatusError } from '../../src/platform/upstream/errors.js';

interface Row {
  ThingID?: unknown;
  Name: string;
}

const spec = (steps: string[]) => ({
  endpoint: 'Thing_Add',
  id: 'ThingID' as const,
  what: 'thing',
  invalidate: async () => {
    steps.push('invalidate');
  },
  present: (row: Row) => {
    steps.push('present');
    return { id: row.ThingID, name: row.Name };
  },
});

describe('savedRow', () => {
  it('drops the cached lists, then presents the saved row', async () => {
    const steps: string[] = [];
    const saved = await savedRow(Promise.resolve<Row>({ ThingID: 7, Name: 'A' }), spec(steps));
    expect(saved).toEqual({ id: 7, name: 'A' });
    expect(steps).toEqual(['invalidate', 'present']);
  });

  it.each([
    [409, 'CONFLICT'],
    [404, 'NOT_FOUND'],
    [400, 'BAD_USER_INPUT'],
  ])('turns an upstream %i refusal into %s with its message, and drops nothing', async (status, code) => {
    const steps: string[] = [];
    const refusal = Promise.reject(new UpstreamStatusError('Thing_Add', status, 'Name already exists'));
    const error = await savedRow<Row, 'ThingID', unknown>(refusal, spec(steps)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphQLError);
    expect((error as GraphQLError).message).toBe('Name already exists');
    expect((error as GraphQLError).extensions.code).toBe(code);
    expect(steps).toEqual([]);
  });

  it('passes other failures on unchanged', async () => {
    const failure = new UpstreamStatusError('Thing_Add', 500, 'boom');
    await expect(savedRow<Row, 'ThingID', unknown>(Promise.reject(failure), spec([]))).rejects.toBe(failure);
  });

  it.each([
    ['no row', undefined],
    ['a row without a numeric id', { ThingID: '7', Name: 'A' }],
  ])('calls %s a bad response naming the endpoint', async (_, row) => {
    const steps: string[] = [];
    const error = await savedRow<Row, 'ThingID', unknown>(Promise.resolve(row), spec(steps)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamBadResponse);
    expect((error as UpstreamBadResponse).endpoint).toBe('Thing_Add');
    expect((error as UpstreamBadResponse).reason).toBe('no saved thing in data');
    expect(steps).toEqual([]);
  });
});
