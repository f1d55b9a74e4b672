// Joins ids to the reference lists' objects (regions, cities, grades, channels, store and team types):
// no promise and no loader per row. It knows no domain: joins to stores, products and members live in
// modules/joins, and relations are declared beside each type (lookups.relations.ts).
import type { LoadedRefs } from '../../platform/reference/reference-data.js';
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
} from './reference.types.js';

/**
 * Builds each reference object once per request (memoised by id) from lists already in memory; null when
 * unknown or not loaded. Domain objects (stores, products, members...) are joined by `Join` in modules/joins.
 */
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
  };

  constructor(readonly refs: LoadedRefs) {}

  protected once<T>(memo: Map<number, T | null>, id: number, build: () => T | null): T | null {
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
}
