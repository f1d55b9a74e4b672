// Every read operation of the contract, called for real, answers what the contract says it answers.
import { describe, expect, it } from 'vitest';
import { businessToday } from '../../../tests/support/business-day.js';
import { contractOperations } from '../../src/platform/http/contract.js';
import { contract, contractViolations, isWrite } from './contract-validator.js';
import { get } from './support.js';

const today = businessToday();
/** Valid parameters for the operations that need some. */
const sampleParams: Record<string, Record<string, string | number>> = {
  Login: { username: 'admin', password: 'Admin@2026' },
  GetPageAccess: { TeamMemberID: 1 },
  PageAccess: { TeamMemberID: 2 },
  CityList: { RegionID: 1 },
  DistrictList: { CityID: 1 },
  ChannelList: { ChannelTypeID: 1 },
  StoreList: { RegionID: 1 },
  StoreFilterList: { RegionID: 1 },
  ProductCategoryList: { BrandID: 1 },
  ProductList: { BrandID: 1 },
  Brand_ForManager: { ManagerID: 2 },
  GetTeamMemberVisitSummary: { TeamMemberID: 3, WeekNo: 10 },
  MontlyVisitStatus: {
    TeamMemberID: 3,
    PlanMonth: today.month,
    PlanYear: today.year,
  },
  MappedStores: { TeamMemberID: 3 },
  UnMappedStores: { TeamMemberID: 3, RegionID: 1 },
  ProductMappedWithAccount: { ChannelID: 1, GradeID: 1 },
  ProductUnMappedWithAccount: { ChannelID: 1, GradeID: 1 },
  StoreGradeByBrand: { BrandID: 1, RegionID: 1 },
  ReportRecipients: { ReportID: 1 },
  PermissionView: { TeamMemberID: 2 },
  PasswordStatus: { TeamMemberID: 1 },
  Credential_Login: { username: 'admin', password: 'Admin@2026' },
  Token_Check: { TokenHash: '0'.repeat(64) },
  ...Object.fromEntries(
    [
      'MonthlyTarget',
      'ViewMonthlyTarget_Qty',
      'ViewMonthlyTarget_Value',
      'TargetAchievement_All_Qty',
      'TargetAchievement_All_Value',
    ].map((operation) => [operation, { Year: today.year, Month: today.month }]),
  ),
};

/** Answers that are not JSON (pictures): brand-pictures.test.ts fetches them. */
const binary = new Set(['BrandPicture', 'StorePicture']);

const reads = contractOperations(contract).filter(
  (operation) => operation.method === 'GET' && !isWrite(operation.operationId) && !binary.has(operation.operationId),
);

describe('responses match the contract', () => {
  it.each(reads.map((operation) => [operation.operationId, operation.path] as const))(
    '%s',
    async (operationId, path) => {
      const answer = await get(path, sampleParams[operationId] ?? {});
      expect(answer.httpStatus).toBe(200);
      expect(contractViolations(path, 200, answer.body)).toBeNull();
    },
  );

  it('error answers match the Error schema', async () => {
    expect(
      contractViolations('/main/StoreList', 400, (await get('/main/StoreList', { RegionID: -5 })).body),
    ).toBeNull();
    expect(contractViolations('/main/RegionList', 401, (await get('/main/RegionList', {}, 'wrong')).body)).toBeNull();
  });
});
