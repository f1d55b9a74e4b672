// Joins ids to reference objects from lists already in memory: no promise and no loader per row.
// Which lists a query needs is read from its selection (RELATIONS below), so unselected
// relations cost no upstream call.
import type { SelectionTree } from '../../selection.js';
import type { LoadedRefs } from './lookups.loaders.js';
import type { RefName } from './lookups.rest.js';
import { toBrand } from '../brands/brands.mapper.js';
import type { Brand } from '../brands/brands.types.js';
import type { Product, ProductCategory } from '../products/products.types.js';
import { categoryVersion, toProduct } from '../products/products.mapper.js';
import { toStore } from '../stores/stores.mapper.js';
import type { Store } from '../stores/stores.types.js';
import { toTeamMember } from '../team/team.mapper.js';
import type { TeamMember } from '../team/team.types.js';
import type {
  Channel,
  ChannelType,
  City,
  District,
  Grade,
  Region,
  StoreType,
  SubGrade,
  TeamType,
} from './lookups.types.js';

/** For each GraphQL type: its relation fields, the list each needs and the related type. */
const RELATIONS: Record<string, Record<string, readonly [RefName, string]>> = {
  Store: {
    region: ['regions', 'Region'],
    city: ['cities', 'City'],
    district: ['districts', 'District'],
    grade: ['grades', 'Grade'],
    subGrade: ['subGrades', 'SubGrade'],
    channel: ['channels', 'Channel'],
    channelType: ['channelTypes', 'ChannelType'],
    storeType: ['storeTypes', 'StoreType'],
  },
  City: { region: ['regions', 'Region'] },
  District: { city: ['cities', 'City'] },
  SubGrade: { grade: ['grades', 'Grade'] },
  Channel: { channelType: ['channelTypes', 'ChannelType'] },
  Member: { teamType: ['teamTypes', 'TeamType'], region: ['regions', 'Region'] },
  ProductCategory: { brand: ['brands', 'Brand'] },
  Product: { brand: ['brands', 'Brand'], category: ['categories', 'ProductCategory'] },
  TeamMember: { teamType: ['teamTypes', 'TeamType'], region: ['regions', 'Region'] },
  DisplayCheckLine: {
    store: ['stores', 'Store'],
    product: ['products', 'Product'],
    brand: ['brands', 'Brand'],
    category: ['categories', 'ProductCategory'],
    teamMember: ['members', 'TeamMember'],
  },
  DisplayCheckBrandRow: { brand: ['brands', 'Brand'] },
  DisplayCheckTrendPoint: { brand: ['brands', 'Brand'] },
  StockRow: { store: ['stores', 'Store'], product: ['products', 'Product'], brand: ['brands', 'Brand'] },
  StockStatusRow: { product: ['products', 'Product'], brand: ['brands', 'Brand'] },
  Sale: {
    store: ['stores', 'Store'],
    product: ['products', 'Product'],
    brand: ['brands', 'Brand'],
    teamMember: ['members', 'TeamMember'],
  },
  SaleReportRow: { brand: ['brands', 'Brand'], channel: ['channels', 'Channel'] },
  MonthlyTarget: { teamMember: ['members', 'TeamMember'], brand: ['brands', 'Brand'] },
  Achievement: { teamMember: ['members', 'TeamMember'], brand: ['brands', 'Brand'] },
  StoreSummaryRow: { region: ['regions', 'Region'] },
  ProductCount: { brand: ['brands', 'Brand'] },
  StoreVisit: { store: ['stores', 'Store'], teamMember: ['members', 'TeamMember'] },
  PlanEntry: { store: ['stores', 'Store'] },
  TeamLocation: { store: ['stores', 'Store'], teamMember: ['members', 'TeamMember'] },
  StorePicture: { store: ['stores', 'Store'], teamMember: ['members', 'TeamMember'], brand: ['brands', 'Brand'] },
  Transfer: { fromStore: ['stores', 'Store'], toStore: ['stores', 'Store'], teamMember: ['members', 'TeamMember'] },
  TransferLine: { product: ['products', 'Product'] },
  MarketActivity: { store: ['stores', 'Store'], teamMember: ['members', 'TeamMember'], brand: ['brands', 'Brand'] },
  Deployment: { store: ['stores', 'Store'], teamMember: ['members', 'TeamMember'], brand: ['brands', 'Brand'] },
  MarketIssue: { store: ['stores', 'Store'], teamMember: ['members', 'TeamMember'], brand: ['brands', 'Brand'] },
  Training: { teamMember: ['members', 'TeamMember'] },
};

/** The reference lists a selection of `typeName` needs, nested relations included. */
export function neededRefs(
  typeName: string,
  selection: SelectionTree | undefined,
  into: Set<RefName> = new Set(),
): Set<RefName> {
  const relations = RELATIONS[typeName];
  if (!relations || !selection) return into;
  for (const [field, sub] of selection) {
    const relation = relations[field];
    if (!relation) continue;
    into.add(relation[0]);
    neededRefs(relation[1], sub, into);
  }
  return into;
}

/** Builds each related object once per request (memoised by id); null when unknown or not loaded. */
export class RefJoin {
  private readonly memo = {
    region: new Map<number, Region | null>(),
    city: new Map<number, City | null>(),
    district: new Map<number, District | null>(),
    grade: new Map<number, Grade | null>(),
    subGrade: new Map<number, SubGrade | null>(),
    channelType: new Map<number, ChannelType | null>(),
    channel: new Map<number, Channel | null>(),
    storeType: new Map<number, StoreType | null>(),
    teamType: new Map<number, TeamType | null>(),
    brand: new Map<number, Brand | null>(),
    category: new Map<number, ProductCategory | null>(),
    store: new Map<number, Store | null>(),
    product: new Map<number, Product | null>(),
    member: new Map<number, TeamMember | null>(),
  };

  constructor(readonly refs: LoadedRefs) {}

  private once<T>(memo: Map<number, T | null>, id: number, build: () => T | null): T | null {
    const known = memo.get(id);
    if (known !== undefined) return known;
    const built = build();
    memo.set(id, built);
    return built;
  }

  region(id: number): Region | null {
    return this.once(this.memo.region, id, () => {
      const row = this.refs.regions?.byId.get(id);
      return row ? { id: row.RegionID, name: row.RegionName } : null;
    });
  }

  city(id: number): City | null {
    return this.once(this.memo.city, id, () => {
      const row = this.refs.cities?.byId.get(id);
      return row ? { id: row.CityID, name: row.CityName, region: this.region(row.RegionID) } : null;
    });
  }

  district(id: number): District | null {
    return this.once(this.memo.district, id, () => {
      const row = this.refs.districts?.byId.get(id);
      return row ? { id: row.DistrictID, name: row.DistrictName, city: this.city(row.CityID) } : null;
    });
  }

  grade(id: number): Grade | null {
    return this.once(this.memo.grade, id, () => {
      const row = this.refs.grades?.byId.get(id);
      return row ? { id: row.GradeID, name: row.GradeName } : null;
    });
  }

  subGrade(id: number): SubGrade | null {
    return this.once(this.memo.subGrade, id, () => {
      const row = this.refs.subGrades?.byId.get(id);
      return row ? { id: row.StoreSubGradeID, name: row.StoreSubGradeName, grade: this.grade(row.GradeID) } : null;
    });
  }

  channelType(id: number): ChannelType | null {
    return this.once(this.memo.channelType, id, () => {
      const row = this.refs.channelTypes?.byId.get(id);
      return row ? { id: row.ChannelTypeID, name: row.ChannelTypeName } : null;
    });
  }

  channel(id: number): Channel | null {
    return this.once(this.memo.channel, id, () => {
      const row = this.refs.channels?.byId.get(id);
      return row
        ? { id: row.ChannelID, name: row.ChannelName, channelType: this.channelType(row.ChannelTypeID) }
        : null;
    });
  }

  storeType(id: number): StoreType | null {
    return this.once(this.memo.storeType, id, () => {
      const row = this.refs.storeTypes?.byId.get(id);
      return row ? { id: row.StoreTypeID, name: row.StoreTypeName } : null;
    });
  }

  teamType(id: number): TeamType | null {
    return this.once(this.memo.teamType, id, () => {
      const row = this.refs.teamTypes?.byId.get(id);
      return row
        ? {
            id: row.TeamTypeID,
            name: row.TeamTypeName,
            takesTargets: row.TakesTargets === 1,
            managesBrands: row.ManagesBrands === 1,
            fieldStaff: row.FieldStaff === 1,
          }
        : null;
    });
  }

  brand(id: number): Brand | null {
    return this.once(this.memo.brand, id, () => {
      const row = this.refs.brands?.byId.get(id);
      return row ? toBrand(row) : null;
    });
  }

  category(id: number): ProductCategory | null {
    return this.once(this.memo.category, id, () => {
      const row = this.refs.categories?.byId.get(id);
      if (!row) return null;
      const brand = this.brand(row.BrandID);
      return {
        id: row.ProductCategoryID,
        version: categoryVersion(row),
        name: row.ProductCategoryName,
        active: row.ActiveStatus === 1,
        brand,
      };
    });
  }

  store(id: number): Store | null {
    return this.once(this.memo.store, id, () => {
      const row = this.refs.stores?.byId.get(id);
      return row ? toStore(row, this) : null;
    });
  }

  product(id: number): Product | null {
    return this.once(this.memo.product, id, () => {
      const row = this.refs.products?.byId.get(id);
      return row ? toProduct(row, this) : null;
    });
  }

  member(id: number): TeamMember | null {
    return this.once(this.memo.member, id, () => {
      const row = this.refs.members?.byId.get(id);
      return row ? toTeamMember(row, this) : null;
    });
  }
}

/**
 * Loads the reference lists a selection of `typeName` needs (plus `always`) through the 60 s cache
 * and returns a joiner over them: the one way resolvers join names into their rows.
 */
export async function joinFor(
  refs: { load(names: Iterable<RefName>, log?: unknown): Promise<LoadedRefs> },
  log: unknown,
  typeName: string,
  selection: SelectionTree | undefined,
  always: readonly RefName[] = [],
): Promise<RefJoin> {
  return new RefJoin(await refs.load(neededRefs(typeName, selection, new Set(always)), log));
}
