// What the records pages share: the long date range, a by-id index and the cached small lists (picture
// elements, deployment statuses, activity categories, training types and models).
import type { Context } from '../../platform/graphql/context.js';
import {
  toActivityCategory,
  toDeploymentStatus,
  toPictureElement,
  toTrainingModel,
  toTrainingType,
} from './records.mapper.js';
import {
  fetchActivityCategories,
  fetchDeploymentStatuses,
  fetchPictureElements,
  fetchTrainingModels,
  fetchTrainingTypes,
} from './records.rest.js';
import type { ActivityCategory, NamedItem } from './records.types.js';

export const LONG_RANGE_DAYS = 3660;

export const byId = (items: readonly NamedItem[]) => new Map(items.map((item) => [item.id, item]));

export function elements(ctx: Context): Promise<NamedItem[]> {
  return ctx.refs.fixed('elements', async () => (await fetchPictureElements(ctx)).map(toPictureElement));
}
export function deploymentStatuses(ctx: Context): Promise<NamedItem[]> {
  return ctx.refs.fixed('deployment-statuses', async () =>
    (await fetchDeploymentStatuses(ctx)).map(toDeploymentStatus),
  );
}
/** ActivityCategory takes ActivityTypeID (0 = every type); each answer is cached. */
export function categories(ctx: Context, typeId = 0): Promise<ActivityCategory[]> {
  return ctx.refs.fixed(`activity-categories:${typeId}`, async () =>
    (await fetchActivityCategories(ctx, typeId)).map(toActivityCategory),
  );
}
export function trainingTypes(ctx: Context): Promise<NamedItem[]> {
  return ctx.refs.fixed('training-types', async () => (await fetchTrainingTypes(ctx)).map(toTrainingType));
}
export function trainingModels(ctx: Context): Promise<NamedItem[]> {
  return ctx.refs.fixed('training-models', async () => (await fetchTrainingModels(ctx)).map(toTrainingModel));
}
