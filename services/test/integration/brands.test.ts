// Brands: listed, added, renamed, deactivated and removed; names unique regardless of case.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contractViolations } from './contract-validator.js';
import { get } from './support.js';

interface Brand {
  BrandID: number;
  BrandName: string;
  ActiveStatus: number;
}
const brands = async () => (await get<Brand[]>('/main/BrandList_General')).body.data;
const uniqueName = () => `Brand ${randomBytes(4).toString('hex')}`;

describe('brands', () => {
  it('lists the demo brands by name, active and inactive', async () => {
    const list = await brands();
    expect(list.length).toBeGreaterThanOrEqual(30);
    expect(list.map((brand) => brand.BrandName)).toContain('Samsung');
    expect(list.some((brand) => brand.ActiveStatus === 0)).toBe(true);
  });

  it('adds, renames, deactivates and removes a brand', async () => {
    const name = uniqueName();
    const added = await get<Brand>('/main/Brand_Add', { BrandName: name });
    expect(contractViolations('/main/Brand_Add', 200, added.body)).toBeNull();
    const id = added.body.data.BrandID;
    const updated = await get<Brand>('/main/Brand_Update', {
      BrandID: id,
      BrandName: `${name} Renamed`,
      ActiveStatus: 0,
    });
    expect(updated.body.data).toEqual({
      BrandID: id,
      BrandName: `${name} Renamed`,
      ActiveStatus: 0,
      Pictures: [],
      Version: expect.any(String),
    });
    expect((await get('/main/Brand_Remove', { BrandID: id })).body.data).toEqual({ BrandID: id });
    expect((await brands()).some((brand) => brand.BrandID === id)).toBe(false);
    expect((await get('/main/Brand_Update', { BrandID: id, BrandName: 'Gone' })).httpStatus).toBe(404);
  });

  it('refuses a name that exists in another case, and an empty name', async () => {
    const duplicate = await get('/main/Brand_Add', { BrandName: 'SAMSUNG' });
    expect(duplicate.httpStatus).toBe(409);
    expect(duplicate.body.message).toBe('Brand SAMSUNG already exists');
    expect((await brands()).filter((brand) => brand.BrandName.toLowerCase() === 'samsung')).toHaveLength(1);
    expect((await get('/main/Brand_Add', { BrandName: '   ' })).body).toMatchObject({
      status: 400,
      parameter: 'BrandName',
    });
  });
});
