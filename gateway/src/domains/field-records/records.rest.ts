// The field records' upstream calls: pictures (paged, recent, e-mailed, the bytes), transfers (paged,
// transfer base), deployments, market activity and issues, trainings, and their small fixed lists.
import type { Context, GatewayServices } from '../../platform/graphql/context.js';
import { type Paging, upstreamPage } from '../../platform/graphql/paging.js';
import type { ParamsOf } from '../../platform/upstream/contract.js';

type Calls = Pick<Context, 'upstream' | 'log'>;
type Reads = Pick<Context, 'reads'>;
type Unpaged<P> = Omit<P, 'Limit' | 'Offset'>;

export const fetchPictureElements = (ctx: Calls) => ctx.upstream.list('main', 'StorePicture_Element', {}, ctx.log);

export const fetchDeploymentStatuses = (ctx: Calls) => ctx.upstream.list('main', 'DeploymentStaus', {}, ctx.log);

/** The activity categories of one type (0 = every type). */
export const fetchActivityCategories = (ctx: Calls, typeId: number) =>
  ctx.upstream.list('main', 'ActivityCategory', { ActivityTypeID: typeId }, ctx.log);

export const fetchTrainingTypes = (ctx: Calls) => ctx.upstream.list('main', 'TrainingType', {}, ctx.log);

export const fetchTrainingModels = (ctx: Calls) => ctx.upstream.list('main', 'TrainingModel', {}, ctx.log);

export const fetchStorePictures = (ctx: Calls, params: Unpaged<ParamsOf<'main', 'StorePictures'>>, paging: Paging) =>
  upstreamPage(ctx, 'main', 'StorePictures', params, paging);

export const fetchRecentStorePictures = (ctx: Reads, params: ParamsOf<'main', 'StorePictures_Recents'>) =>
  ctx.reads.list('main', 'StorePictures_Recents', params);

export const emailStorePictures = (ctx: Calls, params: ParamsOf<'main', 'Email_StorePictures'>) =>
  ctx.upstream.call('main', 'Email_StorePictures', params, ctx.log);

/** One picture's bytes and content type, for the gateway's picture route. */
export const fetchStorePicture = (services: Pick<GatewayServices, 'upstream'>, pictureId: number) =>
  services.upstream.binary('main', 'StorePicture', { PictureID: pictureId });

export const fetchMarketActivity = (ctx: Reads, params: ParamsOf<'main', 'ViewMarketActivity'>) =>
  ctx.reads.list('main', 'ViewMarketActivity', params);

export const fetchDeployments = (ctx: Reads, params: ParamsOf<'main', 'ViewDeployments'>) =>
  ctx.reads.list('main', 'ViewDeployments', params);

export const fetchDeploymentSummary = (ctx: Reads, params: ParamsOf<'main', 'DeploymentSummary'>) =>
  ctx.reads.list('main', 'DeploymentSummary', params);

export const fetchMarketIssues = (ctx: Reads, params: ParamsOf<'main', 'ViewMarketIssues'>) =>
  ctx.reads.list('main', 'ViewMarketIssues', params);

export const fetchTrainings = (ctx: Reads, params: ParamsOf<'main', 'TrainingList'>) =>
  ctx.reads.list('main', 'TrainingList', params);
