// Insider suite, exports beside other members: a member's long exports (four at once, many pages each, as many as
// the whole cap here) run in a lane of their own, so another member's everyday queries, sent meanwhile, are
// answered and never shed as OVERLOADED. An export past the lane is refused before its first byte, never cut.
// Assertions are on answers, never on time.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromToday } from '../../../tests/support/business-day.js';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway } from '../integration/support.js';

const filter = `{ fromDate: "${daysFromToday(-89)}", toDate: "${daysFromToday(0)}" }`;
// Small pages on purpose: each export is many operations one after another.
const EXPORT = `{ displayCheckDetail(filter: ${filter}, limit: 250) { items { visitId stockQty } } }`;
const SMALL = '{ stores(limit: 5) { total items { code name } } }';

describe('insider: long exports leave room for everyone else', () => {
  let gateway: TestGateway;
  let admin: string;
  let manager: string;
  beforeAll(async () => {
    gateway = await createGateway(
      gatewayConfig({}, { GRAPHQL_MAX_IN_FLIGHT: '4', GRAPHQL_MAX_IN_FLIGHT_PER_MEMBER: '4' }),
    );
    admin = await signIn(gateway, DEMO.admin);
    manager = await signIn(gateway, DEMO.manager);
  });
  afterAll(() => gateway?.close());

  it("answers another member's queries while four exports of one member page through a quarter", async () => {
    const total = (
      (await gql(gateway, `{ displayCheckDetail(filter: ${filter}, limit: 1) { total } }`, {}, admin)).body.data
        ?.displayCheckDetail as { total: number }
    ).total;
    expect(total).toBeGreaterThan(1000);
    let exporting = true;
    const exports = Array.from({ length: 4 }, () =>
      request(gateway.app.server)
        .post('/api/export.csv')
        .set('content-type', 'application/json')
        .set('cookie', admin)
        .send({ query: EXPORT }),
    );
    const done = Promise.all(exports).finally(() => {
      exporting = false;
    });
    const answers: { status: number; code?: string }[] = [];
    do {
      const round = await Promise.all(Array.from({ length: 3 }, () => gql(gateway, SMALL, {}, manager)));
      for (const answer of round)
        answers.push({ status: answer.status, code: answer.body.errors?.[0]?.extensions?.code as string | undefined });
    } while (exporting && answers.length < 60);
    const csvs = await done;
    // The manager's queries ran while the exports did, and every one was answered.
    expect(answers.length).toBeGreaterThanOrEqual(3);
    expect(answers.filter((answer) => answer.status !== 200 || answer.code)).toEqual([]);
    // Each export either carries every row or is refused whole, with a time to retry after.
    for (const csv of csvs) {
      if (csv.status === 200) expect(csv.text.trim().split('\n')).toHaveLength(total + 1);
      else {
        expect(csv.status, csv.text.slice(0, 300)).toBe(503);
        expect(Number(csv.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(csvs.filter((csv) => csv.status === 200).length).toBeGreaterThanOrEqual(1);
  });
});
