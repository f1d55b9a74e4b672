// Excel export of list queries (POST /api/export.xlsx): the same rows as the CSV export, read back
// with read-excel-file: a frozen header row, numbers as numbers, dates as dates, the same checks.
import { parse } from 'csv-parse/sync';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessToday, monthBefore } from '../../../tests/support/business-day.js';
import { cellText, readWorkbook } from '../../../tests/support/xlsx.js';
import { createGateway } from '../../src/index.js';
import { betweenEqual, DEMO, gatewayConfig, signIn, type TestGateway } from './support.js';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('Excel export of list queries', () => {
  let gateway: TestGateway;
  let admin: string;
  const post = (path: string, body: object, cookie?: string) => {
    let call = request(gateway.app.server).post(path).set('content-type', 'application/json');
    if (cookie) call = call.set('cookie', cookie);
    return call
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .send(body);
  };
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    admin = await signIn(gateway, DEMO.admin);
  });
  afterAll(() => gateway?.close());

  it('writes the rows of a paged list as the CSV export does, with a frozen header and typed cells', async () => {
    const fields = 'id code name latitude active region { name }';
    const query = `query ($f: StoreFilter) { stores(filter: $f, limit: 40) { items { ${fields} } } }`;
    const variables = { f: { regionId: 1 } };
    // Files beside this one add and rename stores of their own in region 1: the workbook is compared with a CSV export
    // that reads the same before and after it (three tries at most).
    const exportCsv = async () =>
      ((await post('/api/export.csv', { query, variables }, admin)).body as Buffer).toString('utf8');
    const { csv, xlsx } = await betweenEqual(exportCsv, async () => ({
      csv: await exportCsv(),
      xlsx: await post('/api/export.xlsx', { query, variables }, admin),
    }));
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers['content-type']).toBe(XLSX_TYPE);
    expect(xlsx.headers['content-disposition']).toBe('attachment; filename="stores.xlsx"');
    const { sheet, frozenRows, rows } = await readWorkbook(xlsx.body as Buffer);
    expect(sheet).toBe('stores');
    expect(frozenRows).toBe(1);
    const csvRows = parse(csv, { bom: true }) as string[][];
    expect(rows[0]).toEqual(['id', 'code', 'name', 'latitude', 'active', 'region.name']);
    expect(rows.length).toBe(csvRows.length);
    expect(rows.length).toBeGreaterThan(40);
    for (const row of rows.slice(1)) {
      expect(typeof row[0]).toBe('number');
      expect(typeof row[3]).toBe('number');
      expect(typeof row[4]).toBe('boolean');
    }
    expect(rows.map((row) => row.map(cellText))).toEqual(csvRows);
  });

  it('writes dates as dates', async () => {
    // The month before the business's today: inside the demo data's 180 days, so it has days to write.
    const { from, to } = monthBefore(businessToday().day);
    const query = `{ displayChecksByDate(filter: { fromDate: "${from}", toDate: "${to}" }) { date visits } }`;
    const csv = await post('/api/export.csv', { query }, admin);
    const xlsx = await post('/api/export.xlsx', { query }, admin);
    expect(xlsx.status).toBe(200);
    const { rows } = await readWorkbook(xlsx.body as Buffer);
    const csvRows = parse((csv.body as Buffer).toString('utf8'), { bom: true }) as string[][];
    expect(rows.length).toBe(csvRows.length);
    expect(rows.length).toBeGreaterThan(1);
    for (const [index, row] of rows.slice(1).entries()) {
      expect(row[0]).toBeInstanceOf(Date);
      expect((row[0] as Date).toISOString().slice(0, 10)).toBe(csvRows[index + 1]![0]);
      expect(row[1]).toBe(Number(csvRows[index + 1]![1]));
    }
  });

  it('applies the same session checks and refusals as the CSV export', async () => {
    const anonymous = await post('/api/export.xlsx', { query: '{ stores { items { code } } }' });
    expect(anonymous.status).toBe(401);
    const mutation = await post('/api/export.xlsx', { query: 'mutation { removeBrand(id: 1) }' }, admin);
    expect(mutation.status).toBe(400);
    expect(JSON.parse((mutation.body as Buffer).toString('utf8')).errors[0].message).toContain('Only queries');
  });
});
