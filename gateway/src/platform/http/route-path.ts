// The route a request was matched to, for checks by path: the raw URL can spell one route many ways
// (`/%67raphql` reaches /graphql), the matched route's pattern only one.
import type { FastifyRequest } from 'fastify';

export const GRAPHQL_ROUTE = '/graphql';
/** POST /api/export.csv and /api/export.xlsx (export-csv.ts). */
export const EXPORT_ROUTE = '/api/export.:format';
/** GET an export job's status, and its file once ready (export-jobs.ts). */
export const EXPORT_JOB_ROUTE = '/api/export-jobs/:id';
export const EXPORT_JOB_FILE_ROUTE = '/api/export-jobs/:id/file';

/** The pattern of the route that serves the request (`/api/export.:format`), or undefined when none does. */
export const routeOf = (request: FastifyRequest): string | undefined => request.routeOptions.url;
