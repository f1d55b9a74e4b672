// One name per idea: where a field had a second name, the new one is in the schema and the old one stays for a
// while, marked @deprecated with the name to use, of the same type, so a script written against it keeps working.
import { isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildGatewaySchema } from '../../src/schema.js';

const RENAMED = [
  { type: 'Week', old: 'weekNo', now: 'week' },
  { type: 'DisplayCheckLine', old: 'visitDate', now: 'date' },
];

describe('renamed fields', () => {
  it.each(RENAMED)('$type.$old is deprecated for $type.$now, of the same type', async ({ type, old, now }) => {
    const schema = await buildGatewaySchema();
    const found = schema.getType(type);
    if (!isObjectType(found)) throw new Error(`${type} is not an object type`);
    const fields = found.getFields();
    expect(fields[now]?.deprecationReason).toBeUndefined();
    expect(fields[old]?.deprecationReason).toContain(`\`${now}\``);
    expect(String(fields[old]?.type)).toBe(String(fields[now]?.type));
  });

  it.each(['managers', 'targetMembers', 'fieldMembers', 'permissionMembers'])(
    'Query.%s is deprecated for teamMembers',
    async (old) => {
      const schema = await buildGatewaySchema();
      const fields = schema.getQueryType()!.getFields();
      expect(fields.teamMembers?.deprecationReason).toBeUndefined();
      expect(fields[old]?.deprecationReason).toContain('`teamMembers`');
    },
  );

  it.each([
    ['channelId', 'filter.channelId'],
    ['managerId', 'filter.managerId'],
    ['dateFrom', 'filter.fromDate'],
    ['dateTo', 'filter.toDate'],
  ])('saleReport(%s) is deprecated for %s', async (old, now) => {
    const schema = await buildGatewaySchema();
    const args = schema.getQueryType()!.getFields().saleReport!.args;
    const byName = (name: string) => args.find((arg) => arg.name === name);
    expect(byName('filter')?.deprecationReason).toBeUndefined();
    expect(byName('countryId')?.deprecationReason).toBeUndefined();
    expect(byName(old)?.deprecationReason).toBe(`Use \`${now}\``);
  });

  it('no argument is deprecated without saying what to use', async () => {
    const schema = await buildGatewaySchema();
    const silent = Object.values(schema.getTypeMap())
      .filter(isObjectType)
      .flatMap((type) =>
        Object.values(type.getFields()).flatMap((field) =>
          field.args.map((arg) => ({ name: `${type.name}.${field.name}(${arg.name})`, arg })),
        ),
      )
      .filter(({ arg }) => arg.deprecationReason != null && !/Use `[\w.]+`/.test(arg.deprecationReason))
      .map(({ name }) => name);
    expect(silent).toEqual([]);
  });

  it('no field is deprecated without saying what to use', async () => {
    const schema = await buildGatewaySchema();
    const silent = Object.values(schema.getTypeMap())
      .filter(isObjectType)
      .flatMap((type) =>
        Object.values(type.getFields()).map((field) => ({ name: `${type.name}.${field.name}`, field })),
      )
      .filter(({ field }) => field.deprecationReason !== undefined && !/Use `\w+`/.test(field.deprecationReason ?? ''))
      .map(({ name }) => name);
    expect(silent).toEqual([]);
  });
});
