// Security suite (dates): every day the schema takes or gives is LocalDate (graphql-scalars), so a date that
// is no calendar day is refused while the variables are read, before any resolver or upstream call runs.
import {
  type GraphQLInputObjectType,
  type GraphQLInputType,
  type GraphQLOutputType,
  getNamedType,
  isInputObjectType,
  isObjectType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { daysFromToday } from '../../../tests/support/business-day.js';
import { createGateway } from '../../src/index.js';
import { buildGatewaySchema } from '../../src/schema.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway, UpstreamCounter } from '../integration/support.js';

const SUMMARY = 'query S($f: ReportFilter) { displayCheckSummary(filter: $f) { lines } }';

describe('security: dates are LocalDate', () => {
  let gateway: TestGateway;
  let admin: string;
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    admin = await signIn(gateway, DEMO.admin);
    // The member's page access is read (and cached) here, so the counted requests below are the report's alone.
    await gql(gateway, SUMMARY, { f: { fromDate: daysFromToday(-22), toDate: daysFromToday(0) } }, admin);
  });
  afterAll(() => gateway?.close());

  it('types the report filter dates as LocalDate', async () => {
    const filter = (await buildGatewaySchema()).getType('ReportFilter') as GraphQLInputObjectType;
    expect(getNamedType(filter.getFields().fromDate!.type).name).toBe('LocalDate');
    expect(getNamedType(filter.getFields().toDate!.type).name).toBe('LocalDate');
  });

  it('types every YYYY-MM-DD argument, input field and output field as LocalDate', async () => {
    const schema = await buildGatewaySchema();
    const strings: string[] = [];
    const check = (
      where: string,
      description: string | null | undefined,
      type: GraphQLInputType | GraphQLOutputType,
    ) => {
      if (description?.includes('YYYY-MM-DD') && getNamedType(type)?.name !== 'LocalDate') strings.push(where);
    };
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__')) continue;
      if (!isObjectType(type) && !isInputObjectType(type)) continue;
      for (const field of Object.values(type.getFields())) {
        check(`${type.name}.${field.name}`, field.description, field.type);
        for (const arg of 'args' in field ? field.args : []) {
          check(`${type.name}.${field.name}(${arg.name})`, arg.description, arg.type);
        }
      }
    }
    expect(strings).toEqual([]);
  });

  // Each day argument outside the report filter, with a day that is no calendar day.
  it.each([
    ['trainings(fromDate)', 'query($d: LocalDate) { trainings(fromDate: $d) { id } }', { d: '2026-02-30' }],
    ['trainings(toDate)', 'query($d: LocalDate) { trainings(toDate: $d) { id } }', { d: '2026-02-30' }],
    ['saleReport(dateFrom)', 'query($d: LocalDate) { saleReport(dateFrom: $d) { lines } }', { d: '2026-02-30' }],
    ['saleReport(dateTo)', 'query($d: LocalDate) { saleReport(dateTo: $d) { lines } }', { d: '2026-13-01' }],
    [
      'stockStatus(startingDate)',
      'query($d: LocalDate) { stockStatus(startingDate: $d) { stores } }',
      { d: '2026-02-30' },
    ],
    [
      'changeJourneyPlan(changes.date)',
      'mutation($c: [PlanChangeInput!]!) { changeJourneyPlan(teamMemberId: 1, year: 2026, week: 50, changes: $c) ' +
        '{ date } }',
      { c: [{ storeId: 1, date: '2026-02-30' }] },
    ],
  ])('refuses %s with a bad calendar day, BAD_USER_INPUT and no upstream call', async (_name, query, variables) => {
    const counter = new UpstreamCounter(inject('servicesUrl'));
    try {
      const answer = await gql(gateway, query, variables, admin);
      expect(answer.body.data ?? null).toBeNull();
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(answer.body.errors?.[0]?.message).toContain('LocalDate');
      expect(counter.calls).toEqual([]);
    } finally {
      counter.stop();
    }
  });

  it.each(['2026-13-40', '2026-02-30', '26-11-01', '2026-11-01T00:00:00Z', 'yesterday'])(
    'refuses fromDate %s with BAD_USER_INPUT and no upstream call',
    async (fromDate) => {
      const counter = new UpstreamCounter(inject('servicesUrl'));
      try {
        const answer = await gql(gateway, SUMMARY, { f: { fromDate, toDate: daysFromToday(0) } }, admin);
        expect(answer.body.data ?? null).toBeNull();
        expect(answer.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
        expect(answer.body.errors?.[0]?.message).toContain('fromDate');
        expect(answer.body.errors?.[0]?.message).toContain('LocalDate');
        expect(counter.calls).toEqual([]);
      } finally {
        counter.stop();
      }
    },
  );

  it('still answers a real date range', async () => {
    const answer = await gql(
      gateway,
      SUMMARY,
      { f: { fromDate: daysFromToday(-53), toDate: daysFromToday(0) } },
      admin,
    );
    expect(answer.body.errors).toBeUndefined();
    expect(Array.isArray(answer.body.data?.displayCheckSummary)).toBe(true);
  });
});
