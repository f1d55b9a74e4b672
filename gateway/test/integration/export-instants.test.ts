// Instants in the exports read on the business's clock: the API answers a check-in in UTC (`DateTime`), the CSV
// export writes the same instant as the business's wall time with its offset (09:00 in Dhaka is
// `…T09:00:00+06:00`, never `03:00Z`), and the Excel export as a date-time cell showing that wall time.
import { parse } from 'csv-parse/sync';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromToday } from '../../../tests/support/business-day.js';
import { readWorkbook } from '../../../tests/support/xlsx.js';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway } from './support.js';

const ZONE = 'Asia/Dhaka';

/** The wall time of `instant` in `zone` as YYYY-MM-DDTHH:MM:SS, computed by Intl (the test's own reckoning). */
function wallTime(instant: string, zone = ZONE): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

describe('instants in the exports', () => {
  let gateway: TestGateway;
  let admin: string;
  const query = 'query ($f: ReportFilter) { storeVisits(filter: $f, limit: 20) { items { id checkIn } } }';
  const variables = { f: { fromDate: daysFromToday(-14), toDate: daysFromToday(-1) } };
  const post = (path: string) =>
    request(gateway.app.server)
      .post(path)
      .set('content-type', 'application/json')
      .set('cookie', admin)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .send({ query, variables });

  let visits: { id: number; checkIn: string | null }[];
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    admin = await signIn(gateway, DEMO.admin);
    const answer = await gql(gateway, query, variables, admin);
    expect(answer.body.errors).toBeUndefined();
    visits = (answer.body.data?.storeVisits as { items: typeof visits }).items.filter((visit) => visit.checkIn);
    expect(visits.length).toBeGreaterThan(0);
  });
  afterAll(() => gateway?.close());

  it('the API answers instants in UTC', () => {
    for (const visit of visits) expect(visit.checkIn).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it("the CSV export writes each instant as the business's wall time with its offset", async () => {
    const csv = await post('/api/export.csv');
    expect(csv.status).toBe(200);
    const rows = parse((csv.body as Buffer).toString('utf8').replace(/^\uFEFF/, ''), { columns: true }) as {
      id: string;
      checkIn: string;
    }[];
    const byId = new Map(rows.map((row) => [Number(row.id), row.checkIn]));
    for (const visit of visits) expect(byId.get(visit.id)).toBe(`${wallTime(visit.checkIn!)}+06:00`);
  });

  it('the Excel export shows the same wall time in its date-time cells', async () => {
    const xlsx = await post('/api/export.xlsx');
    expect(xlsx.status).toBe(200);
    const { rows } = await readWorkbook(xlsx.body as Buffer);
    const [header, ...cells] = rows;
    const id = header!.indexOf('id');
    const checkIn = header!.indexOf('checkIn');
    const byId = new Map(cells.map((row) => [row[id], row[checkIn]]));
    for (const visit of visits) {
      const written = byId.get(visit.id);
      expect(written).toBeInstanceOf(Date);
      // A spreadsheet's date-time has no zone: its fields are the wall time (read back as that time in UTC).
      // Its serial number is a fraction of a day: read back to the nearest second.
      const seconds = Math.round((written as Date).getTime() / 1000) * 1000;
      expect(new Date(seconds).toISOString().slice(0, 19)).toBe(wallTime(visit.checkIn!));
    }
  });
});
