// The operations `npm run bench` compares: each screen's GraphQL request to our gateway, the direct calls the old
// client made for the same screen, and the one GraphQL request to Mesh that selects the same REST calls.

const LOOKUPS: [string, string, Record<string, string | number>?][] = [
  ['main', 'RegionList'],
  ['main', 'CityList', { RegionID: 0 }],
  ['main', 'GradeList'],
];
/** Mesh: one GraphQL request selecting the same REST calls (its fields are the operations; the client joins names). */
const on = (field: string, args: string, selection: string) =>
  `${field}${args} { ... on ${field}_200_response { data { ${selection} } } }`;
const MESH_LOOKUPS = [
  on('RegionList', '', 'RegionID RegionName'),
  on('CityList', '(RegionID: 0)', 'CityID CityName'),
  on('GradeList', '', 'GradeID GradeName'),
].join(' ');
export const operations = [
  {
    operation: 'store list page (50 stores with region, city, grade)',
    gateway:
      '{ stores(filter: { regionId: 1 }, limit: 50) ' +
      '{ total items { code name region { name } city { name } grade { name } } } }',
    direct: [['main', 'StoreList', { RegionID: 1 }], ...LOOKUPS] as [
      string,
      string,
      Record<string, string | number>?,
    ][],
    mesh: `{ ${on('StoreList', '(RegionID: 1)', 'StoreCode StoreName RegionID CityID GradeID')} ${MESH_LOOKUPS} }`,
  },
  {
    operation: 'full store list (every store with names)',
    gateway: '{ stores(limit: 2000) { total items { code name region { name } city { name } grade { name } } } }',
    direct: [['main', 'StoreList', { ActiveStatus: 0 }], ...LOOKUPS] as [
      string,
      string,
      Record<string, string | number>?,
    ][],
    mesh: `{ ${on('StoreList', '(ActiveStatus: 0)', 'StoreCode StoreName RegionID CityID GradeID')} ${MESH_LOOKUPS} }`,
  },
  {
    operation: 'display-check summary (region 1)',
    gateway: '{ displayCheckSummary(filter: { regionId: 1 }) { brand { name } visits lines lowStockLines } }',
    direct: [
      ['main', 'DispalyCheckSummary', { RegionID: 1 }],
      ['main', 'BrandList_General'],
    ] as [string, string, Record<string, string | number>?][],
    mesh: `{ ${[
      on('DispalyCheckSummary', '(RegionID: 1)', 'BrandID Visits Lines LowStockLines'),
      on('BrandList_General', '', 'BrandID BrandName'),
    ].join(' ')} }`,
  },
  {
    operation: 'dashboard (cards and series)',
    gateway:
      '{ dashboard { cards { salesValue visits } salesByDay { date value } ' +
      'compliance { brand { name } lowStockRate } storeSummary { region { name } stores } ' +
      'productCountByBrand { brand { name } products } recentSales { date store { name } } } }',
    direct: [
      ['main', 'DashboardCards'],
      ['main', 'DailySales'],
      ['main', 'DispalyCheckSummary'],
      ['main', 'StoreSummary'],
      ['main', 'ProductCountbyBrandSummary'],
      ['main', 'RecnetSales'],
      ['main', 'RegionList'],
      ['main', 'BrandList_General'],
      ['main', 'StoreList', { ActiveStatus: 0 }],
    ] as [string, string, Record<string, string | number>?][],
    mesh: `{ ${[
      on('DashboardCards', '', 'SalesValue Visits'),
      on('DailySales', '', 'SaleDate Value'),
      on('DispalyCheckSummary', '', 'BrandID LowStockLines Lines'),
      on('StoreSummary', '', 'RegionID Stores'),
      on('ProductCountbyBrandSummary', '', 'BrandID Products'),
      on('RecnetSales', '', 'SaleDate StoreID'),
      on('RegionList', '', 'RegionID RegionName'),
      on('BrandList_General', '', 'BrandID BrandName'),
      on('StoreList', '(ActiveStatus: 0)', 'StoreID StoreName'),
    ].join(' ')} }`,
  },
  {
    operation: 'me with its menu',
    gateway: '{ me { id name menu { title children { title url } } } }',
    direct: [['main', 'GetPageAccess', { TeamMemberID: 1 }]] as [string, string, Record<string, string | number>?][],
    mesh: `{ ${on('GetPageAccess', '(TeamMemberID: 1)', 'PageName AccessEnable')} }`,
  },
];
