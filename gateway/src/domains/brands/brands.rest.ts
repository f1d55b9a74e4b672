// The brands' upstream calls (main base): the general list, add, update, remove, and the pictures.
import type { Context, GatewayServices } from '../../platform/graphql/context.js';
import type { UpstreamLog } from '../../platform/upstream/client.js';
import type { ParamsOf, Row } from '../../platform/upstream/contract.js';

type BrandRow = Row<'Brand'>;
type Calls = Pick<Context, 'upstream' | 'log'>;

/** Every brand, active or not, read once per operation. */
export const fetchBrandsGeneral = (ctx: Pick<Context, 'reads'>): Promise<BrandRow[]> =>
  ctx.reads.list('main', 'BrandList_General', {});

export const addBrand = (ctx: Calls, params: ParamsOf<'main', 'Brand_Add'>): Promise<BrandRow | undefined> =>
  ctx.upstream.call('main', 'Brand_Add', params, ctx.log);

export const updateBrand = (ctx: Calls, params: ParamsOf<'main', 'Brand_Update'>): Promise<BrandRow | undefined> =>
  ctx.upstream.call('main', 'Brand_Update', params, ctx.log);

export const removeBrand = (ctx: Calls, brandId: number) =>
  ctx.upstream.call('main', 'Brand_Remove', { BrandID: brandId }, ctx.log);

/** Stores one of a brand's three pictures (slot 1..3) and answers the brand's picture row. */
export const uploadBrandPicture = (
  services: Pick<GatewayServices, 'upstream'>,
  brandId: number,
  slot: 1 | 2 | 3,
  file: { bytes: Buffer; filename: string; contentType: string },
  log?: UpstreamLog,
) =>
  services.upstream.upload(
    'main',
    `BrandPictureUpload_${slot}`,
    { BrandID: brandId, isPictureUpload: 1 },
    { field: `Picture${slot}`, ...file },
    log,
  );

export const fetchBrandPicture = (services: Pick<GatewayServices, 'upstream'>, brandId: number, slot: number) =>
  services.upstream.binary('main', 'BrandPicture', { BrandID: brandId, Slot: slot });
