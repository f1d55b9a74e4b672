import type { Context } from '../../context.js';
import type { ActivityCategory, NamedItem } from './records.types.js';
import {
  fetchActivityCategories,
  fetchDeploymentStatuses,
  fetchPictureElements,
  fetchTrainingModels,
  fetchTrainingTypes,
} from './records.rest.js';

export const LONG_RANGE_DAYS = 3660;

export const byId = (items: readonly NamedItem[]) => new Map(items.map((item) => [item.id, item]));

export function elements(ctx: Context): Promise<NamedItem[]> {
  return ctx.refs.fixed('elements', async () =>
    (await fetchPictureElements(ctx)).map((row) => ({
      id: row.StorePictureElementID,
      name: row.ElementName,
    })),
  );
}
export function deploymentStatuses(ctx: Context): Promise<NamedItem[]> {
  return ctx.refs.fixed('deployment-statuses', async () =>
    (await fetchDeploymentStatuses(ctx)).map((row) => ({
      id: row.StatusID,
      name: row.StatusName,
    })),
  );
}
/** ActivityCategory takes ActivityTypeID (0 = every type); each answer is cached. */
export function categories(ctx: Context, typeId = 0): Promise<ActivityCategory[]> {
  return ctx.refs.fixed(`activity-categories:${typeId}`, async () =>
    (await fetchActivityCategories(ctx, typeId)).map((row) => ({
      id: row.ActivityCategoryID,
      name: row.ActivityCategoryName,
      type: { id: row.ActivityTypeID, name: row.ActivityTypeName },
    })),
  );
}
export function trainingTypes(ctx: Context): Promise<NamedItem[]> {
  return ctx.refs.fixed('training-types', async () =>
    (await fetchTrainingTypes(ctx)).map((row) => ({
      id: row.TrainingTypeID,
      name: row.TrainingTypeName,
    })),
  );
}
export function trainingModels(ctx: Context): Promise<NamedItem[]> {
  return ctx.refs.fixed('training-models', async () =>
    (await fetchTrainingModels(ctx)).map((row) => ({
      id: row.TrainingModelID,
      name: row.TrainingModelName,
    })),
  );
}
