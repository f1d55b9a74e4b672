// Export jobs: an export sent with `Prefer: respond-async` is answered 202 with a Location once its first page
// is read, runs in the background, and its file, the same as the download's, is fetched when ready; only by its
// member. Refusals come at once, as for a download; a member runs one job at a time; a job stops with its session.
import { parse } from 'csv-parse/sync';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromToday } from '../../../tests/support/business-day.js';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway } from './support.js';

type JobStatus = { id: string; status: string; rows: number; file: string | null; error: string | null };

describe('export jobs', () => {
  let gateway: TestGateway;
  let admin: string;
  let manager: string;
  const server = () => gateway.app.server;
  const startJob = (body: object, cookie: string, format = 'csv') =>
    request(server())
      .post(`/api/export.${format}`)
      .set('content-type', 'application/json')
      .set('prefer', 'respond-async')
      .set('cookie', cookie)
      .send(body);
  const status = (location: string, cookie?: string) => {
    const call = request(server()).get(location);
    return cookie ? call.set('cookie', cookie) : call;
  };
  /** Polls the job until it is no longer running. */
  async function finished(location: string, cookie: string): Promise<JobStatus> {
    for (let tries = 0; tries < 600; tries++) {
      const answer = await status(location, cookie);
      expect(answer.status).toBe(200);
      const job = answer.body as JobStatus;
      if (job.status !== 'running') return job;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the job did not finish');
  }

  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    admin = await signIn(gateway, DEMO.admin);
    manager = await signIn(gateway, DEMO.manager);
  });
  afterAll(() => gateway?.close());

  it('runs in the background and gives, when ready, the same file as the download', async () => {
    const query = `{ displayCheckDetail(filter: { fromDate: "${daysFromToday(-29)}", toDate: "${daysFromToday(0)}" },
      limit: 500) { items { visitId visitDate stockQty store { code } product { code } } } }`;
    const download = await request(server())
      .post('/api/export.csv')
      .set('content-type', 'application/json')
      .set('cookie', admin)
      .send({ query });
    expect(download.status).toBe(200);
    const started = await startJob({ query }, admin);
    expect(started.status).toBe(202);
    expect(started.headers['preference-applied']).toBe('respond-async');
    const location = started.headers.location as string;
    expect(location).toMatch(/^\/api\/export-jobs\/[0-9a-f-]{36}$/);
    expect(started.body).toMatchObject({ status: 'running', file: null });
    const job = await finished(location, admin);
    expect(job).toMatchObject({ status: 'done', file: `${location}/file`, error: null });
    const rows = parse(download.text, { bom: true }) as string[][];
    expect(rows.length).toBeGreaterThan(500);
    expect(job.rows).toBe(rows.length - 1);
    const file = await status(`${location}/file`, admin);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe('attachment; filename="displayCheckDetail.csv"');
    expect(file.text).toBe(download.text);
  });

  it("is the member's own: another member and a caller signed out are told no more than that", async () => {
    const started = await startJob({ query: '{ brands { id name } }' }, admin);
    expect(started.status).toBe(202);
    const location = started.headers.location as string;
    await finished(location, admin);
    const other = await status(location, manager);
    expect(other.status).toBe(404);
    expect(other.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await status(`${location}/file`, manager)).status).toBe(404);
    expect((await status(location)).status).toBe(401);
    expect((await status('/api/export-jobs/not-a-job', admin)).status).toBe(404);
  });

  it('refuses at once what a download refuses, and starts no job', async () => {
    const promoter = await signIn(gateway, DEMO.promoter);
    const refused = await startJob({ query: '{ stores { items { code } } }' }, promoter);
    expect(refused.status).toBe(403);
    expect(refused.headers.location).toBeUndefined();
    const anonymous = await request(server())
      .post('/api/export.csv')
      .set('content-type', 'application/json')
      .set('prefer', 'respond-async')
      .send({ query: '{ brands { id } }' });
    expect(anonymous.status).toBe(401);
  });

  it('runs one job of a member at a time, and stops a job whose session ends', async () => {
    const member = await signIn(gateway, DEMO.analyst);
    // Many small pages: the job is still running when the next request comes.
    const query = `{ displayCheckDetail(filter: { fromDate: "${daysFromToday(-179)}", toDate: "${daysFromToday(0)}" },
      limit: 20) { items { visitId } } }`;
    const first = await startJob({ query }, member);
    expect(first.status).toBe(202);
    const second = await startJob({ query }, member);
    expect(second.status).toBe(429);
    expect(second.body.errors[0].message).toBe('You already have an export job running; wait for it to finish');
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
    // Signing out ends the session the job runs as: the job fails rather than finish for someone signed out.
    await gql(gateway, 'mutation { logout }', {}, member);
    const location = first.headers.location as string;
    const again = await signIn(gateway, DEMO.analyst);
    // The job is the member's: read from their new session.
    const job = await finished(location, again);
    expect(job.status).toBe('failed');
    expect(job.error).toBe('the session ended during the export');
    expect((await status(`${location}/file`, again)).status).toBe(409);
  });
});
