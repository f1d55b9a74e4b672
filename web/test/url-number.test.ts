// A link's numbers reach a query as GraphQL Ints (signed 32-bit): an id, or a page whose offset, past that is no
// value, so the screen repairs the link with a notice instead of showing the gateway's validation error with a Retry
// that can only fail again.
import { describe, expect, it } from 'vitest';
import { defineList, idFilter } from '../src/platform/components/list-state';
import { parseReportFilter, repairReportFilter } from '../src/platform/components/reports/report-filter';
import { GRAPHQL_INT_MAX, urlId, urlPage } from '../src/platform/components/url-number';

const LIST = defineList({ filters: { region: idFilter() }, sorts: ['NONE'], sort: 'NONE' });

describe("a link's numbers", () => {
  it('takes an id a GraphQL Int carries, and no other', () => {
    expect(urlId(String(GRAPHQL_INT_MAX))).toBe(GRAPHQL_INT_MAX);
    for (const text of [String(GRAPHQL_INT_MAX + 1), '99999999999', '0', '-3', '1.5', 'abc', '1e3x', null])
      expect(urlId(text), String(text)).toBe(0);
  });

  it('takes a page only while its offset is an Int', () => {
    const last = Math.floor(GRAPHQL_INT_MAX / 50) + 1;
    expect(urlPage(String(last), 50)).toBe(last);
    expect(urlPage(String(last + 1), 50)).toBe(0);
    expect(urlPage('99999999', 50)).toBe(0);
  });

  it('has a list drop such a page and id, with a notice, back to its first page', () => {
    const repaired = LIST.repair(new URLSearchParams('page=99999999&region=2147483648'));
    expect(repaired.notices).toEqual([
      'region “2147483648” is not one this list shows',
      'page “99999999” is not one this list shows',
    ]);
    expect(LIST.parse(repaired.params)).toMatchObject({ page: 1, region: 0 });
  });

  it("drops a report filter's id past an Int from the link, with a notice", () => {
    const repaired = repairReportFilter(new URLSearchParams('brand=2147483648&region=7&store=abc'));
    expect(repaired.notices).toEqual([
      'brand “2147483648” is not one a report is filtered by',
      'store “abc” is not one a report is filtered by',
    ]);
    expect(repaired.params.toString()).toBe('region=7');
  });

  it("reads a report filter's id past an Int as none", () => {
    expect(parseReportFilter(new URLSearchParams('brand=2147483648&store=99999999999&region=7'))).toMatchObject({
      brand: 0,
      store: 0,
      region: 7,
    });
  });
});
