// Export jobs: a long export run in the background, its file downloaded when ready. A client asks for one by
// sending the usual export request (POST /api/export.csv or .xlsx) with `Prefer: respond-async` (RFC 7240): the
// first page is read in the request, so every refusal comes at once as it would, then 202 Accepted with a
// Location to poll (GET /api/export-jobs/<id>: status, rows so far) and, once done, the file
// (GET /api/export-jobs/<id>/file). Only the member who started a job sees it. A member runs one job at a time,
// the gateway a few; a file is kept an hour after it is ready. Jobs live in the instance that runs them: behind a
// load balancer, polls need session affinity (docs/operating.md).
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EXPORT_JOB_FILE_ROUTE, EXPORT_JOB_ROUTE } from '../http/route-path.js';
import type { Json } from './csv-rows.js';
import { XLSX_TYPE } from './xlsx-rows.js';
/** How long a finished job's file is kept. */
export const EXPORT_JOB_KEEP_MS = 60 * 60 * 1000;

type JobStatus = 'running' | 'done' | 'failed';

interface Job {
  id: string;
  owner: number;
  format: 'csv' | 'xlsx';
  fileName: string;
  path: string;
  status: JobStatus;
  rows: number;
  startedAt: Date;
  finishedAt?: Date;
  error?: string;
}

/** What a job says of itself: no path on disk, no owner. */
function describe(job: Job) {
  return {
    id: job.id,
    status: job.status,
    format: job.format,
    rows: job.rows,
    startedAt: job.startedAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
    expiresAt: job.finishedAt ? new Date(job.finishedAt.getTime() + EXPORT_JOB_KEEP_MS).toISOString() : null,
    file: job.status === 'done' ? `/api/export-jobs/${job.id}/file` : null,
    error: job.error ?? null,
  };
}

const notFound = (reply: FastifyReply) =>
  reply
    .code(404)
    .type('application/json')
    .send({ errors: [{ message: 'No such export job', extensions: { code: 'NOT_FOUND' } }] });

export interface ExportJobs {
  /**
   * Starts a job writing `body` (made from the counted pages) to a file, or says why not: the member already
   * runs one, or the gateway runs as many as it takes.
   */
  start(
    owner: number,
    format: 'csv' | 'xlsx',
    fileName: string,
    pages: AsyncGenerator<Json[]>,
    body: (pages: AsyncGenerator<Json[]>) => Readable,
  ): Promise<{ job: ReturnType<typeof describe> } | { busy: string }>;
  close(): Promise<void>;
}

/**
 * The job registry and its two routes. `memberOf` answers the signed-in member of a request (cookie or token), or
 * undefined.
 */
export function registerExportJobs(
  app: FastifyInstance,
  maxRunning: number,
  memberOf: (request: FastifyRequest, reply: FastifyReply) => Promise<number | undefined>,
): ExportJobs {
  const jobs = new Map<string, Job>();
  const timers = new Set<NodeJS.Timeout>();
  app.addHook('onClose', async () => close());
  let directory: Promise<string> | undefined;
  const dir = () => {
    directory ??= mkdtemp(join(tmpdir(), 'fieldpulse-exports-'));
    return directory;
  };
  const running = () => [...jobs.values()].filter((job) => job.status === 'running');
  const forget = (job: Job) => {
    jobs.delete(job.id);
    void rm(job.path, { force: true });
  };

  const ownJob = async (request: FastifyRequest, reply: FastifyReply) => {
    const member = await memberOf(request, reply);
    if (member === undefined) {
      void reply
        .code(401)
        .type('application/json')
        .send({ errors: [{ message: 'Sign in to read an export job', extensions: { code: 'UNAUTHENTICATED' } }] });
      return undefined;
    }
    const job = jobs.get((request.params as { id: string }).id);
    // Another member's job is answered as one that does not exist.
    if (!job || job.owner !== member) {
      void notFound(reply);
      return undefined;
    }
    return job;
  };

  app.get(EXPORT_JOB_ROUTE, async (request, reply) => {
    const job = await ownJob(request, reply);
    if (job) return reply.header('cache-control', 'no-store').send(describe(job));
  });
  app.get(EXPORT_JOB_FILE_ROUTE, async (request, reply) => {
    const job = await ownJob(request, reply);
    if (!job) return;
    if (job.status !== 'done')
      return reply
        .code(409)
        .type('application/json')
        .send({
          errors: [
            { message: `The export is ${job.status}, not ready`, extensions: { code: 'CONFLICT', ...describe(job) } },
          ],
        });
    return reply
      .type(job.format === 'xlsx' ? XLSX_TYPE : 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${job.fileName}"`)
      .header('cache-control', 'no-store')
      .send(createReadStream(job.path));
  });

  return {
    async start(owner, format, fileName, pages, body) {
      if (running().some((job) => job.owner === owner))
        return { busy: 'You already have an export job running; wait for it to finish' };
      if (running().length >= maxRunning) return { busy: 'Too many export jobs are running; try again in a moment' };
      const id = randomUUID();
      const job: Job = {
        id,
        owner,
        format,
        fileName,
        path: join(await dir(), `${id}.${format}`),
        status: 'running',
        rows: 0,
        startedAt: new Date(),
      };
      jobs.set(id, job);
      async function* counted(): AsyncGenerator<Json[]> {
        for await (const page of pages) {
          job.rows += page.length;
          yield page;
        }
      }
      void pipeline(body(counted()), createWriteStream(job.path))
        .then(() => {
          job.status = 'done';
        })
        .catch((error: unknown) => {
          job.status = 'failed';
          job.error = error instanceof Error ? error.message : 'the export failed';
          void rm(job.path, { force: true });
        })
        .finally(() => {
          job.finishedAt = new Date();
          const timer = setTimeout(() => {
            timers.delete(timer);
            forget(job);
          }, EXPORT_JOB_KEEP_MS);
          timer.unref();
          timers.add(timer);
        });
      return { job: describe(job) };
    },
    close,
  };

  async function close() {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    jobs.clear();
    if (directory) await rm(await directory, { recursive: true, force: true });
  }
}
