// Brands: the cached list (60 s, dropped by every brand mutation) and creating, renaming,
// activating and removing brands. Page: Brand List.
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../platform/graphql/context.js';
import { fromWriteRefusal, gatewayError } from '../../platform/graphql/errors.js';
import { sameName } from '../../platform/graphql/names.js';
import { savedRow } from '../../platform/graphql/saved.js';
import { InputChecks, requiredId } from '../../platform/graphql/validate.js';
import { rowWithId, upstreamVersionParam } from '../../platform/graphql/versions.js';
import { Page } from '../../platform/permissions/page.js';
import type { Row } from '../../platform/upstream/contract.js';
import { LIMITS } from '../../platform/upstream/limits.gen.js';
import { brandVersion, toBrand } from './brands.mapper.js';
import { addBrand, fetchBrandsGeneral, removeBrand, updateBrand } from './brands.rest.js';
import { Brand, BrandInput } from './brands.types.js';

type BrandRow = Row<'Brand'>;

/** Checks a brand's fields, and that no other brand has the same name as people read it. */
async function checkBrandInput(ctx: Context, input: BrandInput, id?: number) {
  const checks = new InputChecks();
  const name = checks.name('name', input.name, LIMITS.BrandName);
  checks.done();
  // A courtesy check before the write: when the list cannot be read the base's own check still holds.
  const brands = await ctx.refs.get('brands', ctx.log).then(
    (list) => list.rows,
    () => [],
  );
  const same = sameName(
    brands,
    name,
    (row) => row.BrandName,
    (row) => row.BrandID,
    id,
  );
  if (same) throw gatewayError('CONFLICT', `Brand ${name} already exists`, { field: 'name' });
  return { BrandName: name, ActiveStatus: input.active ? 1 : 0 };
}

const saved = (ctx: Context, write: Promise<BrandRow | undefined>, endpoint: string): Promise<Brand> =>
  savedRow(write, {
    endpoint,
    id: 'BrandID',
    what: 'brand',
    invalidate: () => ctx.refs.invalidate('brands'),
    present: toBrand,
  });

@Resolver()
export class BrandsResolver {
  @Page('Brand List')
  @Query(() => [Brand], {
    description: 'Every brand, active or not, by name (cached 60 s; brand mutations refresh it). Page: Brand List.',
  })
  async brands(@Ctx() ctx: Context): Promise<Brand[]> {
    return (await ctx.refs.get('brands', ctx.log)).rows.map(toBrand);
  }

  @Page('Brand List')
  @Mutation(() => Brand, { description: 'Adds a brand. CONFLICT when the name exists. Page: Brand List.' })
  async createBrand(
    @Arg('input', () => BrandInput, { description: 'The new brand; its name must be unique.' }) input: BrandInput,
    @Ctx() ctx: Context,
  ): Promise<Brand> {
    return saved(ctx, addBrand(ctx, await checkBrandInput(ctx, input)), 'Brand_Add');
  }

  @Page('Brand List')
  @Mutation(() => Brand, {
    description:
      'Renames, activates or deactivates a brand. CONFLICT with extensions.current (the record ' +
      'now) and changedBy when it changed since `version`. Page: Brand List.',
  })
  async updateBrand(
    @Arg('id', () => Int, { description: 'BrandID.' }) id: number,
    @Arg('version', () => String, { description: 'The version of the brand the form was opened with.' })
    version: string,
    @Arg('input', () => BrandInput, { description: 'Every editable field of the brand, as it should be.' })
    input: BrandInput,
    @Ctx() ctx: Context,
  ): Promise<Brand> {
    requiredId('id', id);
    const params = await checkBrandInput(ctx, input, id);
    return saved(
      ctx,
      ctx.edits.update<BrandRow, Brand>({
        kind: 'brand',
        id,
        version,
        read: async () => (await fetchBrandsGeneral(ctx)).find((row) => row.BrandID === id),
        versionOf: brandVersion,
        present: async (row) => toBrand(row),
        isRow: rowWithId<BrandRow>('BrandID', id),
        write: (upstream) => updateBrand(ctx, { BrandID: id, ...params, ...upstreamVersionParam(upstream) }),
      }),
      'Brand_Update',
    );
  }

  @Page('Brand List')
  @Mutation(() => Int, {
    description:
      'Removes a brand nothing refers to and returns its id; CONFLICT (deactivate instead) ' +
      'otherwise. Page: Brand List.',
  })
  async removeBrand(
    @Arg('id', () => Int, { description: 'BrandID.' }) id: number,
    @Ctx() ctx: Context,
  ): Promise<number> {
    requiredId('id', id);
    await removeBrand(ctx, id).catch((error: unknown) => {
      throw fromWriteRefusal(error);
    });
    await ctx.refs.invalidate('brands');
    return id;
  }
}
