// Product categories and products: listed by brand and category, added, changed and removed;
// duplicates refused, and a record others refer to kept (409: deactivate instead).
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contractViolations } from './contract-validator.js';
import { get } from './support.js';

interface Category {
  ProductCategoryID: number;
  ProductCategoryName: string;
  BrandID: number;
  ActiveStatus: number;
}
interface Product {
  ProductID: number;
  ProductGroupID: number;
  ProductCategoryID: number;
  ProductModelCode: string;
  ProductModelName: string;
  BrandID: number;
  ShortName: string;
  ActiveStatus: number;
}
const suffix = () => randomBytes(4).toString('hex');

describe('product categories', () => {
  it('seeds 120 categories, four a brand, and filters them by brand', async () => {
    const all = (await get<Category[]>('/main/ProductCategoryListOnly')).body.data;
    // Other files add categories of their own meanwhile: the seeded ones are the first 120.
    expect(all.filter((category) => category.ProductCategoryID <= 120)).toHaveLength(120);
    const samsung = (await get<Category[]>('/main/ProductCategoryList', { BrandID: 1 })).body.data;
    expect(samsung.length).toBeGreaterThanOrEqual(4);
    // A category without a brand (BrandID 0) serves every brand, so each brand's list has it too.
    expect(samsung.every((category) => category.BrandID === 1 || category.BrandID === 0)).toBe(true);
  });

  it('adds, renames and removes a category; a duplicate name in the same brand is refused', async () => {
    const name = `Wearables ${suffix()}`;
    const added = await get<Category>('/main/ProductCategory_Add', { ProductCategoryName: name, BrandID: 2 });
    expect(contractViolations('/main/ProductCategory_Add', 200, added.body)).toBeNull();
    const id = added.body.data.ProductCategoryID;
    const duplicate = await get('/main/ProductCategory_Add', { ProductCategoryName: name.toUpperCase(), BrandID: 2 });
    expect(duplicate.body).toMatchObject({ status: 409, parameter: 'ProductCategoryName' });
    expect((await get('/main/ProductCategory_Add', { ProductCategoryName: name, BrandID: 3 })).httpStatus).toBe(200);
    const renamed = await get<Category>('/main/ProductCategory_Update', {
      ProductCategoryID: id,
      ProductCategoryName: `${name} 2`,
      BrandID: 2,
      ActiveStatus: 0,
    });
    expect(renamed.body.data).toEqual({
      ProductCategoryID: id,
      ProductCategoryName: `${name} 2`,
      BrandID: 2,
      ActiveStatus: 0,
      Version: expect.any(String),
    });
    expect((await get('/main/ProductCategory_Remove', { ProductCategoryID: id })).body.data).toEqual({
      ProductCategoryID: id,
    });
    expect((await get('/main/ProductCategory_Remove', { ProductCategoryID: id })).httpStatus).toBe(404);
  });

  it('refuses an unknown brand', async () => {
    expect((await get('/main/ProductCategory_Add', { ProductCategoryName: 'x', BrandID: 999999 })).body).toMatchObject({
      status: 400,
      parameter: 'BrandID',
    });
  });
});

describe('products', () => {
  const categoryOf = async (brandId: number) =>
    (await get<Category[]>('/main/ProductCategoryList', { BrandID: brandId })).body.data[0]!;

  it('seeds about 800 products with unique model codes, and filters by brand and category', async () => {
    const all = (await get<Product[]>('/main/ProductList')).body.data;
    expect(all.length).toBeGreaterThanOrEqual(800);
    expect(new Set(all.map((product) => product.ProductModelCode.toLowerCase())).size).toBe(all.length);
    const category = await categoryOf(5);
    const some = (
      await get<Product[]>('/main/ProductList', { BrandID: 5, ProductCategoryID: category.ProductCategoryID })
    ).body.data;
    expect(some.length).toBeGreaterThan(0);
    expect(
      some.every((product) => product.BrandID === 5 && product.ProductCategoryID === category.ProductCategoryID),
    ).toBe(true);
  });

  it('adds with ProductGroupID 1 by default, updates and removes a product', async () => {
    const category = await categoryOf(4);
    const code = `T-${suffix()}`;
    const added = await get<Product>('/main/ProductAdd', {
      ProductModelCode: code,
      ProductModelName: 'Test phone',
      BrandID: 4,
      ProductCategoryID: category.ProductCategoryID,
      ShortName: 'TP',
    });
    expect(contractViolations('/main/ProductAdd', 200, added.body)).toBeNull();
    expect(added.body.data).toMatchObject({ ProductGroupID: 1, ProductModelCode: code, ActiveStatus: 1 });
    const id = added.body.data.ProductID;
    const updated = await get<Product>('/main/ProductUpdate', {
      ProductID: id,
      ProductModelCode: code,
      ProductModelName: 'Test phone 2',
      BrandID: 4,
      ProductCategoryID: category.ProductCategoryID,
      ActiveStatus: 0,
    });
    expect(updated.body.data).toMatchObject({
      ProductID: id,
      ProductModelName: 'Test phone 2',
      ShortName: '',
      ActiveStatus: 0,
    });
    expect((await get('/main/ProductRemove', { ProductID: id })).body.data).toEqual({ ProductID: id });
    expect(
      (
        await get('/main/ProductUpdate', {
          ProductID: id,
          ProductModelCode: code,
          ProductModelName: 'x',
          BrandID: 4,
          ProductCategoryID: category.ProductCategoryID,
        })
      ).httpStatus,
    ).toBe(404);
  });

  it('refuses a duplicate model code in any case, and a category of another brand, changing nothing', async () => {
    const [existing] = (await get<Product[]>('/main/ProductList', { BrandID: 1 })).body.data;
    const category = await categoryOf(1);
    const duplicate = await get('/main/ProductAdd', {
      ProductModelCode: existing!.ProductModelCode.toLowerCase(),
      ProductModelName: 'Copy',
      BrandID: 1,
      ProductCategoryID: category.ProductCategoryID,
    });
    expect(duplicate.body).toMatchObject({
      status: 409,
      message: `ProductModelCode ${existing!.ProductModelCode.toLowerCase()} already exists`,
      parameter: 'ProductModelCode',
    });
    const mismatch = `X-${suffix()}`;
    const otherBrand = await get('/main/ProductAdd', {
      ProductModelCode: mismatch,
      ProductModelName: 'Mismatch',
      BrandID: 2,
      ProductCategoryID: category.ProductCategoryID,
    });
    expect(otherBrand.body).toMatchObject({ status: 400, parameter: 'ProductCategoryID' });
    expect(
      (
        await get('/main/ProductAdd', {
          ProductModelCode: 'bad code!',
          ProductModelName: 'x',
          BrandID: 1,
          ProductCategoryID: category.ProductCategoryID,
        })
      ).body,
    ).toMatchObject({ status: 400, parameter: 'ProductModelCode' });
    // Nothing was added: the code stays its one product's, and neither refused code names a product.
    const codes = (await get<Product[]>('/main/ProductList')).body.data.map((product) =>
      product.ProductModelCode.toLowerCase(),
    );
    expect(codes.filter((code) => code === existing!.ProductModelCode.toLowerCase())).toHaveLength(1);
    expect(codes).not.toContain(mismatch.toLowerCase());
    expect(codes).not.toContain('bad code!');
  });

  it('keeps a category and a brand products refer to (409, deactivate instead), their products intact', async () => {
    const category = await categoryOf(6);
    const products = (await get<Product[]>('/main/ProductList', { ProductCategoryID: category.ProductCategoryID })).body
      .data;
    expect(products.length).toBeGreaterThan(0);
    const refused = await get('/main/ProductCategory_Remove', { ProductCategoryID: category.ProductCategoryID });
    expect(refused.body).toMatchObject({
      status: 409,
      message: `Product category ${category.ProductCategoryID} is still used: deactivate it instead of removing it`,
    });
    expect((await get('/main/Brand_Remove', { BrandID: 6 })).httpStatus).toBe(409);
    expect(
      (await get<Product[]>('/main/ProductList', { ProductCategoryID: category.ProductCategoryID })).body.data,
    ).toEqual(products);
  });
});
