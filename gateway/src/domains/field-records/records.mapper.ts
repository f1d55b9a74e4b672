// Records' rows to GraphQL types: transfers, picture elements, deployment statuses, activity categories,
// training types and models.
import type { Row } from '../../platform/upstream/contract.js';
import type { Join } from '../reference/joins.js';
import type * as rest from './records.rest.js';
import type { ActivityCategory, NamedItem, Transfer } from './records.types.js';

/** One row of what an upstream list call answers. */
type RowOf<F extends (...args: never[]) => Promise<readonly unknown[]>> = Awaited<ReturnType<F>>[number];

export const toPictureElement = (row: RowOf<typeof rest.fetchPictureElements>): NamedItem => ({
  id: row.StorePictureElementID,
  name: row.ElementName,
});

export const toDeploymentStatus = (row: RowOf<typeof rest.fetchDeploymentStatuses>): NamedItem => ({
  id: row.StatusID,
  name: row.StatusName,
});

export const toActivityCategory = (row: RowOf<typeof rest.fetchActivityCategories>): ActivityCategory => ({
  id: row.ActivityCategoryID,
  name: row.ActivityCategoryName,
  type: { id: row.ActivityTypeID, name: row.ActivityTypeName },
});

export const toTrainingType = (row: RowOf<typeof rest.fetchTrainingTypes>): NamedItem => ({
  id: row.TrainingTypeID,
  name: row.TrainingTypeName,
});

export const toTrainingModel = (row: RowOf<typeof rest.fetchTrainingModels>): NamedItem => ({
  id: row.TrainingModelID,
  name: row.TrainingModelName,
});

export const toTransfer = (
  row: Row<'Transfer'>,
  join: Join,
  /** The products shown (the filter's brands), or null for every product. */
  shown: ((productId: number) => boolean) | null = null,
): Transfer => {
  const lines = shown ? row.Products.filter((line) => shown(line.ProductID)) : row.Products;
  return {
    id: row.TransferID,
    date: row.TransferDate,
    fromStore: join.store(row.FromStoreID),
    toStore: join.store(row.TransferTo_StoreID),
    teamMember: join.member(row.TeamMemberID),
    status: row.Status,
    lines: lines.map((line) => ({ product: join.product(line.ProductID), quantity: line.Quantity })),
    units: lines.reduce((sum, line) => sum + line.Quantity, 0),
  };
};
