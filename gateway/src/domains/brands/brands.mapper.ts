// Brand rows to the GraphQL Brand: its version and its pictures' gateway URLs.
import { versionOf } from '../../platform/graphql/versions.js';
import type { Brand, BrandPicture, BrandPictureRow, BrandRow } from './brands.types.js';

/** The upstream's picture as the gateway serves it: its own URL, versioned like the upstream's. */
export function toBrandPicture(brandId: number, row: BrandPictureRow): BrandPicture {
  const version = new URL(row.URL, 'http://upstream').searchParams.get('v') ?? String(Date.parse(row.UploadedAt));
  return {
    slot: row.Slot,
    url: `/api/brands/${brandId}/pictures/${row.Slot}?v=${encodeURIComponent(version)}`,
    contentType: row.ContentType,
    size: row.Size,
    uploadedAt: new Date(row.UploadedAt).toISOString(),
  };
}

/** A brand's version: the upstream's, else derived from what the brand form edits. */
export const brandVersion = (row: BrandRow) => versionOf(row, [row.BrandName, row.ActiveStatus]);

export const toBrand = (row: BrandRow): Brand => ({
  id: row.BrandID,
  version: brandVersion(row),
  name: row.BrandName,
  active: row.ActiveStatus === 1,
  pictures: (row.Pictures ?? []).map((picture) => toBrandPicture(row.BrandID, picture)),
});
