// The reference domain's one upstream call: a page of a described report endpoint read over the checked report
// filter, for the lists declared with pagedReport (paged-report.ts). The endpoint is named by the list itself.
import type { Context } from '../../platform/graphql/context.js';
import { type Paging, type UpstreamPage, upstreamPage } from '../../platform/graphql/paging.js';
import type { ReportParams } from '../../platform/reports/report-filter.js';
import type { BaseName, DataOf, EndpointOf, ParamsOf } from '../../platform/upstream/contract.js';

/** One page of `endpoint` (a report that takes the report filter's parameters) over the checked filter. */
export const fetchReportPage = <B extends BaseName, E extends EndpointOf<B>>(
  ctx: Pick<Context, 'upstream' | 'log'>,
  base: B,
  endpoint: E,
  params: ReportParams,
  paging: Paging,
): Promise<UpstreamPage<DataOf<B, E>>> =>
  upstreamPage(ctx, base, endpoint, params as unknown as Omit<ParamsOf<B, E>, 'Limit' | 'Offset'>, paging);
