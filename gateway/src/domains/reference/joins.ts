// Joins ids in upstream rows to domain objects (brands, categories, stores, products, members) on top of
// the reference lists' joins, each built by its domain's mapper; and the one way resolvers get a joiner.
import type { SelectionTree } from '../../platform/graphql/selection.js';
import type { RefName } from '../../platform/reference/reference.rest.js';
import type { LoadedRefs } from '../../platform/reference/reference-data.js';
import type { UpstreamLog } from '../../platform/upstream/client.js';
import { toBrand } from '../brands/brands.mapper.js';
import type { Brand } from '../brands/brands.types.js';
import { toCategory, toProduct } from '../products/products.mapper.js';
import type { Product, ProductCategory } from '../products/products.types.js';
import { toStore } from '../stores/stores.mapper.js';
import type { Store } from '../stores/stores.types.js';
import { toTeamMember } from '../team/team.mapper.js';
import type { TeamMember } from '../team/team.types.js';
import { RefJoin } from './reference.join.js';
import { neededRefs, type Relations } from './reference.relations.js';

/** Builds each related object once per request (memoised by id); null when unknown or not loaded. */
export class Join extends RefJoin {
  private readonly domain = {
    brand: new Map<number, Brand | null>(),
    category: new Map<number, ProductCategory | null>(),
    store: new Map<number, Store | null>(),
    product: new Map<number, Product | null>(),
    member: new Map<number, TeamMember | null>(),
  };

  brand(id: number): Brand | null {
    return this.once(this.domain.brand, id, () => {
      const row = this.refs.brands?.byId.get(id);
      return row ? toBrand(row) : null;
    });
  }

  category(id: number): ProductCategory | null {
    return this.once(this.domain.category, id, () => {
      const row = this.refs.categories?.byId.get(id);
      return row ? toCategory(row, this) : null;
    });
  }

  store(id: number): Store | null {
    return this.once(this.domain.store, id, () => {
      const row = this.refs.stores?.byId.get(id);
      return row ? toStore(row, this) : null;
    });
  }

  product(id: number): Product | null {
    return this.once(this.domain.product, id, () => {
      const row = this.refs.products?.byId.get(id);
      return row ? toProduct(row, this) : null;
    });
  }

  member(id: number): TeamMember | null {
    return this.once(this.domain.member, id, () => {
      const row = this.refs.members?.byId.get(id);
      return row ? toTeamMember(row, this) : null;
    });
  }
}

/** The one join function: a joiner over lists already loaded. */
export const joinOf = (refs: LoadedRefs): Join => new Join(refs);

export interface JoinContext {
  refs: { load(names: Iterable<RefName>, log?: UpstreamLog): Promise<LoadedRefs> };
  log?: UpstreamLog;
}

/**
 * Loads, through the 60 s cache, the lists a selection of a type with `relations` needs (plus `always`)
 * and joins over them.
 */
export async function joinFor(
  ctx: JoinContext,
  relations: Relations,
  selection: SelectionTree | undefined,
  always: readonly RefName[] = [],
): Promise<Join> {
  return joinOf(await ctx.refs.load(neededRefs(relations, selection, new Set(always)), ctx.log));
}

/** Loads the named lists through the 60 s cache and joins over them. */
export async function joinLists(ctx: JoinContext, names: readonly RefName[]): Promise<Join> {
  return joinOf(await ctx.refs.load(names, ctx.log));
}
