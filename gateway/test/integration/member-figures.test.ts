// One member's figures: the check-line aggregates and the achievement reports take `teamMemberId` and answer that
// member's groups and rows alone (what My day shows a promoter), the same as the whole team's answer holds for them,
// whatever the team's other groups; a member who does not exist, or an id that cannot be one, is refused before
// any upstream call.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { businessToday, daysFromToday } from '../../../tests/support/business-day.js';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway, UpstreamCounter } from './support.js';

type Group = { memberId: number | null; day: string | null; storeId: number | null; count: number | null };
type AchievementRow = { teamMember: { id: number } | null; brand: { id: number } | null; target: number };

const CHECKS = (query: string) => `query C($filter: ReportFilter, $teamMemberId: Int, $limit: Int) {
  ${query}(filter: $filter, teamMemberId: $teamMemberId, groupBy: [MEMBER, DAY, STORE], measures: [COUNT],
  limit: $limit) { memberId day storeId count } }`;
const ACHIEVEMENT = (query: string) => `query A($year: Int!, $month: Int!, $teamMemberId: Int) {
  ${query}(year: $year, month: $month, byBrand: true, teamMemberId: $teamMemberId) {
  rows { teamMember { id } brand { id } target actual } } }`;

const key = (group: Group) => `${group.memberId}:${group.day}:${group.storeId}`;

describe("one member's figures", () => {
  let gateway: TestGateway;
  let admin: string;
  let promoter: string;
  let upstream: UpstreamCounter;
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    [admin, promoter] = await Promise.all([signIn(gateway, DEMO.admin), signIn(gateway, DEMO.promoter)]);
    upstream = new UpstreamCounter(inject('servicesUrl'));
  });
  afterAll(async () => {
    upstream?.stop();
    await gateway?.close();
  });

  const data = async (query: string, variables: Record<string, unknown>, cookie = admin) => {
    const answer = await gql(gateway, query, variables, cookie);
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data as Record<string, unknown>;
  };
  const me = async (cookie: string) => ((await data('{ me { id } }', {}, cookie)).me as { id: number }).id;

  for (const query of ['displayCheckAggregate', 'lowStockAggregate'])
    it(`${query} with teamMemberId answers that member's groups alone, as the team's answer holds them`, async () => {
      const filter = { fromDate: daysFromToday(-2), toDate: businessToday().day };
      const team = (await data(CHECKS(query), { filter, limit: 1000 }))[query] as Group[];
      expect(team.length, "the team's groups are all in one answer").toBeLessThan(1000);
      const counts = new Map<number, number>();
      for (const group of team) counts.set(group.memberId!, (counts.get(group.memberId!) ?? 0) + 1);
      const [memberId] = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
      expect(memberId, 'some member checked stores in the last three days').toBeDefined();
      const theirs = team.filter((group) => group.memberId === memberId);
      const mine = (await data(CHECKS(query), { filter, teamMemberId: memberId, limit: 1000 }))[query] as Group[];
      expect(mine.map(key).sort()).toEqual(theirs.map(key).sort());
      expect(new Map(mine.map((g) => [key(g), g.count]))).toEqual(new Map(theirs.map((g) => [key(g), g.count])));
      // The limit counts the member's groups: one group less than theirs is one of theirs left out, not none
      // (the team's busiest member on Detail has many; on Stock Report they may have a single one).
      if (query === 'displayCheckAggregate') expect(theirs.length).toBeGreaterThan(1);
      if (theirs.length < 2) return;
      const fewer = (await data(CHECKS(query), { filter, teamMemberId: memberId, limit: theirs.length - 1 }))[
        query
      ] as Group[];
      expect(fewer).toHaveLength(theirs.length - 1);
      expect(fewer.every((group) => group.memberId === memberId)).toBe(true);
    });

  it("a promoter's own groups, as My day asks for them, are the team's groups of theirs", async () => {
    const id = await me(promoter);
    const filter = { fromDate: daysFromToday(-2), toDate: businessToday().day };
    const team = (await data(CHECKS('displayCheckAggregate'), { filter, limit: 1000 }, promoter))
      .displayCheckAggregate as Group[];
    expect(team.length).toBeLessThan(1000);
    const mine = (await data(CHECKS('displayCheckAggregate'), { filter, teamMemberId: id, limit: 1000 }, promoter))
      .displayCheckAggregate as Group[];
    expect(mine.length, 'the demo promoter checked stores in the last three days').toBeGreaterThan(0);
    expect(mine.map(key).sort()).toEqual(
      team
        .filter((group) => group.memberId === id)
        .map(key)
        .sort(),
    );
  });

  for (const query of ['achievementByValue', 'achievementByQuantity'])
    it(`${query} with teamMemberId answers that member's rows alone`, async () => {
      const { year, month: monthNumber } = businessToday();
      const month = { year, month: monthNumber };
      const rows = ((await data(ACHIEVEMENT(query), month))[query] as { rows: AchievementRow[] }).rows;
      const memberId = rows.find((row) => row.teamMember)?.teamMember?.id;
      expect(memberId, 'someone has a target this month').toBeDefined();
      const theirs = rows.filter((row) => row.teamMember?.id === memberId);
      expect(theirs.length).toBeLessThan(rows.length);
      const mine = (
        (await data(ACHIEVEMENT(query), { ...month, teamMemberId: memberId }))[query] as {
          rows: AchievementRow[];
        }
      ).rows;
      expect(mine).toEqual(theirs);
    });

  it('refuses a member who does not exist, or an id that cannot be one, before any upstream call', async () => {
    const { year, month: monthNumber } = businessToday();
    const month = { year, month: monthNumber };
    const asks: [string, Record<string, unknown>, string][] = [
      [CHECKS('displayCheckAggregate'), { teamMemberId: 99_999_999 }, 'NOT_FOUND'],
      [CHECKS('lowStockAggregate'), { teamMemberId: 0 }, 'BAD_USER_INPUT'],
      [ACHIEVEMENT('achievementByValue'), { ...month, teamMemberId: -4 }, 'BAD_USER_INPUT'],
      [ACHIEVEMENT('achievementByQuantity'), { ...month, teamMemberId: 99_999_999 }, 'NOT_FOUND'],
    ];
    for (const [query, variables, code] of asks) {
      upstream.reset();
      const answer = await gql(gateway, query, variables, admin);
      const error = answer.body.errors?.[0] as { extensions?: { code?: string; field?: string } } | undefined;
      expect(error?.extensions?.code, JSON.stringify(variables)).toBe(code);
      expect(error?.extensions?.field).toBe('teamMemberId');
      expect(upstream.calls.filter((call) => call !== 'TeamMemberStore')).toEqual([]);
    }
  });
});
