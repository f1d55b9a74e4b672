import { InputChecks, optionalId } from '../../platform/graphql/validate.js';

export function checkMonth(year: number, month: number) {
  const checks = new InputChecks();
  if (!Number.isSafeInteger(year) || year < 2000 || year > 2100)
    checks.fail('year', 'year must be a whole number from 2000 to 2100');
  if (!Number.isSafeInteger(month) || month < 1 || month > 12)
    checks.fail('month', 'month must be a whole number from 1 to 12');
  checks.done();
  return { Year: year, Month: month };
}

export function monthParams(
  year: number,
  month: number,
  filter: { brandId?: number | null; regionId?: number | null; managerId?: number | null } | null,
) {
  return {
    ...checkMonth(year, month),
    BrandID: optionalId('filter.brandId', filter?.brandId),
    RegionID: optionalId('filter.regionId', filter?.regionId),
    ManagerID: optionalId('filter.managerId', filter?.managerId),
  };
}
