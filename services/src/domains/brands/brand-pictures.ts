// Brand pictures: BrandPictureUpload_1, _2, _3 store a slot's picture (images only, recognised by
// their first bytes, never by a name or a declared type); BrandPicture serves it back.
import { createHash } from 'node:crypto';
import { HttpError, ok, RawBody } from '../../platform/http/envelope.js';
import { type Handler, type HandlerTable, int } from '../../platform/http/handlers.js';

export type PictureType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  signature.every((byte, i) => bytes[at + i] === byte);

/** The image type the bytes are, or null when they are not a PNG, JPEG, GIF or WebP picture. */
export function sniffImage(bytes: Buffer): PictureType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61)
    return 'image/gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

/** The columns of one picture as the contract's BrandPicture, for a select over brand_pictures `p`. */
export const PICTURE_JSON = `json_build_object('Slot', p.slot::int,
  'URL', '/main/BrandPicture?BrandID=' || p.brand_id || '&Slot=' || p.slot || '&v=' || left(p.sha256, 16),
  'ContentType', p.content_type, 'Size', octet_length(p.bytes), 'UploadedAt', to_json(p.uploaded_at))`;

function upload(slot: 1 | 2 | 3): Handler {
  return async (query, { db, file }) => {
    const field = `Picture${slot}`;
    if (!file || file.field !== field) throw new HttpError(400, `${field} is required`, field);
    if (file.bytes.length === 0) throw new HttpError(400, `${field} is empty`, field);
    const type = sniffImage(file.bytes);
    if (!type) throw new HttpError(400, `${field} is not a PNG, JPEG, GIF or WebP picture`, field);
    const brandId = int(query, 'BrandID');
    const [brand] = await db.query('select 1 from brands where brand_id = $1', [brandId]);
    if (!brand) throw new HttpError(404, `Brand ${brandId} does not exist`, 'BrandID');
    const sha256 = createHash('sha256').update(file.bytes).digest('hex');
    const [saved] = await db.query(
      `insert into brand_pictures as p (brand_id, slot, content_type, bytes, sha256) values ($1, $2, $3, $4, $5)
       on conflict (brand_id, slot) do update set content_type = excluded.content_type, bytes = excluded.bytes,
         sha256 = excluded.sha256, uploaded_at = now()
       returning ${PICTURE_JSON} as picture`,
      [brandId, slot, type, file.bytes, sha256],
    );
    return ok((saved as { picture: unknown }).picture, `Picture ${slot} saved`);
  };
}

export const brandPictureHandlers: HandlerTable = {
  BrandPictureUpload_1: upload(1),
  BrandPictureUpload_2: upload(2),
  BrandPictureUpload_3: upload(3),
  async BrandPicture(query, { db }) {
    const [row] = await db.query<{ content_type: string; bytes: Uint8Array }>(
      'select content_type, bytes from brand_pictures where brand_id = $1 and slot = $2',
      [int(query, 'BrandID'), int(query, 'Slot')],
    );
    if (!row) throw new HttpError(404, 'No such picture');
    return new RawBody(row.content_type, Buffer.from(row.bytes));
  },
};
