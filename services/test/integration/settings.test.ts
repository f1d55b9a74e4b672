// Settings: every mapping added, listed, removed, and repeated harmlessly; permissions viewed and
// updated; the password changed only with the right old one.
import { describe, expect, it } from 'vitest';
import { get } from './support.js';

interface Change {
  Changed: number;
  Unchanged: number;
}

describe('settings', () => {
  it('maps filtered stores to a member, lists them, unmaps them, and repeating changes nothing', async () => {
    const member = 40;
    const filters = { TeamMemberID: member, RegionID: 3, StoreName: 'mart' };
    const candidates = (await get<{ StoreID: number }[]>('/settings/UnMappedStores', filters)).body.data;
    expect(candidates.length).toBeGreaterThan(2);
    const chosen = candidates.slice(0, 3).map((s) => s.StoreID);
    expect(
      (await get<Change>('/settings/UnMappedStores_Add', { ...filters, StoreIDs: chosen.join(',') })).body.data,
    ).toEqual({ Changed: 3, Unchanged: 0 });
    expect(
      (await get<Change>('/settings/UnMappedStores_Add', { ...filters, StoreIDs: chosen.join(',') })).body,
    ).toMatchObject({ data: { Changed: 0, Unchanged: 3 }, message: '0 stores mapped; 3 already so' });
    const mapped = (await get<{ StoreID: number }[]>('/settings/MappedStores', filters)).body.data.map(
      (s) => s.StoreID,
    );
    expect(mapped).toEqual(expect.arrayContaining(chosen));
    expect(
      (await get<{ StoreID: number }[]>('/settings/UnMappedStores', filters)).body.data.some((s) =>
        chosen.includes(s.StoreID),
      ),
    ).toBe(false);
    expect(
      (await get<Change>('/settings/MappedStores_Remove', { ...filters, StoreIDs: chosen.join(',') })).body.data,
    ).toEqual({ Changed: 3, Unchanged: 0 });
    expect(
      (await get<Change>('/settings/MappedStores_Remove', { ...filters, StoreIDs: chosen.join(',') })).body.data,
    ).toEqual({ Changed: 0, Unchanged: 3 });
  });

  it('maps products to an account and grade, and back', async () => {
    const account = { ChannelID: 2, GradeID: 3 };
    const unmapped = (
      await get<{ ProductID: number }[]>('/settings/ProductUnMappedWithAccount', { ...account, BrandID: 4 })
    ).body.data
      .slice(0, 2)
      .map((p) => p.ProductID);
    expect(
      (await get<Change>('/settings/AddProductAccountGradeMapping', { ...account, ProductIDs: unmapped.join(',') }))
        .body.data,
    ).toEqual({ Changed: 2, Unchanged: 0 });
    expect(
      (
        await get<{ ProductID: number }[]>('/settings/ProductMappedWithAccount', { ...account, BrandID: 4 })
      ).body.data.map((p) => p.ProductID),
    ).toEqual(expect.arrayContaining(unmapped));
    expect(
      (await get<Change>('/settings/AddProductAccountGradeMapping', { ...account, ProductIDs: unmapped.join(',') }))
        .body.data,
    ).toEqual({ Changed: 0, Unchanged: 2 });
    expect(
      (await get<Change>('/settings/RemoveProductAccountGradeMapping', { ...account, ProductIDs: unmapped.join(',') }))
        .body.data,
    ).toEqual({ Changed: 2, Unchanged: 0 });
    expect(
      (await get('/settings/AddProductAccountGradeMapping', { ...account, ProductIDs: '1,x' })).body,
    ).toMatchObject({ status: 400, parameter: 'ProductIDs' });
  });

  it('sets a store grade by brand, recipients and managers, each repeat harmless', async () => {
    const [row] = (
      await get<{ StoreID: number; BrandID: number }[]>('/settings/StoreGradeByBrand', { BrandID: 9, RegionID: 2 })
    ).body.data;
    expect(
      (await get('/settings/AddStoreGradeBrand', { StoreID: row!.StoreID, BrandID: 9, GradeID: 2 })).body.data,
    ).toEqual({ StoreID: row!.StoreID, BrandID: 9, GradeID: 2 });
    expect(
      (
        await get<{ StoreID: number; GradeID: number }[]>('/settings/StoreGradeByBrand', { BrandID: 9, RegionID: 2 })
      ).body.data.find((r) => r.StoreID === row!.StoreID)!.GradeID,
    ).toBe(2);

    expect(
      (await get<Change>('/settings/AddReportRecipients', { ReportID: 2, Email: 'Area.Lead@Example.com' })).body.data,
    ).toEqual({ Changed: 1, Unchanged: 0 });
    expect(
      (await get<Change>('/settings/AddReportRecipients', { ReportID: 2, Email: 'area.lead@example.com' })).body.data,
    ).toEqual({ Changed: 0, Unchanged: 1 });
    expect(
      (await get<{ Email: string }[]>('/settings/ReportRecipients', { ReportID: 2 })).body.data.map((r) => r.Email),
    ).toContain('area.lead@example.com');
    expect((await get('/settings/AddReportRecipients', { ReportID: 2, Email: 'not an address' })).body).toMatchObject({
      status: 400,
    });
    expect(
      (await get<Change>('/settings/RemoveReportRecipients', { ReportID: 2, Email: 'area.lead@example.com' })).body
        .data,
    ).toEqual({ Changed: 1, Unchanged: 0 });

    expect(
      (await get<Change>('/settings/Add_TeamMemberWithBrand', { BrandID: 20, TeamMemberID: 2 })).body.data,
    ).toEqual({ Changed: 1, Unchanged: 0 });
    expect(
      (await get<Change>('/settings/Add_TeamMemberWithBrand', { BrandID: 20, TeamMemberID: 2 })).body.data,
    ).toEqual({ Changed: 0, Unchanged: 1 });
    expect(
      (await get<{ BrandID: number; TeamMemberID: number }[]>('/settings/View_TeamMemberWithBrand', { BrandID: 20 }))
        .body.data,
    ).toContainEqual({ BrandID: 20, TeamMemberID: 2 });
    expect(
      (await get<Change>('/settings/Remove_TeamMemberWithBrand', { BrandID: 20, TeamMemberID: 2 })).body.data,
    ).toEqual({ Changed: 1, Unchanged: 0 });
  });

  it('views and updates permissions', async () => {
    const before = (
      await get<{ PermissionID: number; PageName: string; Permission: number }[]>('/settings/PermissionView', {
        TeamMemberID: 5,
      })
    ).body.data;
    const page = before.find((p) => p.PageName === 'Training List')!;
    const flipped = 1 - page.Permission;
    expect(
      (
        await get('/settings/PermissionUpdate', {
          TeamMemberID: 5,
          PermissionID: page.PermissionID,
          Permission: flipped,
        })
      ).httpStatus,
    ).toBe(200);
    const access = (await get<{ PageName: string; AccessEnable: number }[]>('/main/PageAccess', { TeamMemberID: 5 }))
      .body.data;
    expect(access.find((a) => a.PageName === 'Training List')?.AccessEnable).toBe(flipped);
    expect(
      (await get('/settings/PermissionUpdate', { TeamMemberID: 5, PermissionID: 999, Permission: 1 })).body,
    ).toMatchObject({ status: 400, parameter: 'PermissionID' });
  });

  it('changes a password only with the right old one', async () => {
    const wrong = await get('/main/ChangePassword_Management', {
      TeamMemberID: 1,
      OldPassword: 'nope',
      NewPassword: 'Another@2026',
    });
    expect(wrong.body).toMatchObject({ status: 400, parameter: 'OldPassword' });
    expect((await get('/main/Login', { username: 'admin', password: 'Admin@2026' })).httpStatus).toBe(200);
  });
});
