// The audit trail's declared map and what an entry may hold: every mutation is either audited (with the record
// it changes) or named as not audited with why, and no password-like field ever reaches an entry.
import { describe, expect, it } from 'vitest';
import { entryJson } from '../../src/domains/audit/audit-trail.js';
import { AUDITED, NOT_AUDITED } from '../../src/domains/audit/audited.js';
import { buildGatewaySchema } from '../../src/schema.js';

describe('the audited mutations', () => {
  it('are every mutation of the schema but the ones named as not audited', async () => {
    const mutations = Object.keys((await buildGatewaySchema()).getMutationType()?.getFields() ?? {}).sort();
    expect([...Object.keys(AUDITED), ...Object.keys(NOT_AUDITED)].sort()).toEqual(mutations);
  });

  it('name the record each one changes', () => {
    expect(AUDITED.updateStore?.record?.({ id: 7 }, undefined)).toBe(7);
    expect(AUDITED.createBrand?.record?.({ input: { name: 'x' } }, { id: 12 })).toBe(12);
    expect(AUDITED.updatePermission?.record?.({ teamMemberId: 3, permissionId: 9 }, undefined)).toBe(3);
    expect(AUDITED.setMonthlyTargets?.record?.({ year: 2026, month: 3 }, undefined)).toBe('2026-03');
    expect(AUDITED.copyJourneyPlan?.readOnly?.({ preview: true })).toBe(true);
  });
});

describe('an entry', () => {
  it('never holds a password, token or secret, at any depth', () => {
    const json = entryJson({
      input: { name: 'Tanvir', password: 'Hunter2!', newPassword: 'x', nested: [{ apiToken: 't', kept: 1 }] },
      Password: 'p',
      clientSecret: 's',
    });
    expect(json).toBe('{"input":{"name":"Tanvir","nested":[{"kept":1}]}}');
  });

  it('keeps a long change within the store limit, its lists as their first items and length', () => {
    const storeIds = Array.from({ length: 2000 }, (_, index) => index + 1);
    const json = entryJson({ brandId: 2, storeIds })!;
    expect(json.length).toBeLessThanOrEqual(3000);
    expect(JSON.parse(json)).toEqual({ brandId: 2, storeIds: { first: storeIds.slice(0, 10), count: 2000 } });
  });
});
