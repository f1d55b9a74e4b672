// Instants are one type: every field that says when something happened is a `DateTime` (graphql-scalars' ISO
// date-time, answered in UTC with a `Z`), never a bare String an analyst must guess the format of.
import { getNamedType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DateTime } from '../../src/platform/graphql/date-time.js';
import { buildGatewaySchema } from '../../src/schema.js';

/** Field names that hold an instant: `at`, `…At`, check-in and check-out. */
const INSTANT = /^(at|[a-z]+At|checkIn|checkOut)$/;

describe('instants', () => {
  it('every instant field of the schema is a DateTime', async () => {
    const schema = await buildGatewaySchema();
    const found: string[] = [];
    const wrong: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || !isObjectType(type)) continue;
      for (const field of Object.values(type.getFields())) {
        if (!INSTANT.test(field.name)) continue;
        found.push(`${type.name}.${field.name}`);
        if (getNamedType(field.type).name !== 'DateTime') wrong.push(`${type.name}.${field.name}`);
      }
    }
    expect(found.length).toBeGreaterThanOrEqual(10);
    expect(wrong).toEqual([]);
  });

  it('answers an instant in UTC, whatever offset the bases gave it', () => {
    expect(DateTime.serialize('2026-11-27T09:00:00+06:00')).toBe('2026-11-27T03:00:00.000Z');
    expect(DateTime.serialize(new Date(Date.UTC(2026, 10, 27, 3)))).toBe('2026-11-27T03:00:00.000Z');
    expect(() => DateTime.serialize('27/11/2026 09:00')).toThrow();
  });

  it('is named DateTime and described for analysts', () => {
    expect(DateTime.name).toBe('DateTime');
    expect(DateTime.description).toMatch(/UTC/);
  });
});
