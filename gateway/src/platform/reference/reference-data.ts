// Reference lists cached across requests (REFERENCE_CACHE_TTL_MS, a minute by default; coalesced), with
// invalidation hooks for the mutations that change them.
import { CoalescingCache } from '../cache/cache.js';
import { memoryState, type SharedState } from '../cache/shared-state.js';
import type { Metrics } from '../http/observability.js';
import type { UpstreamClient, UpstreamLog } from '../upstream/client.js';
import {
  fetchRefList,
  fetchStoreOptions,
  fetchTeamTypeMembers,
  type RefList,
  type RefName,
  type RefRows,
} from './reference.rest.js';

export type LoadedRefs = { [K in RefName]?: RefList<RefRows[K]> };

/** How long reference lists and page access are kept by default (REFERENCE_CACHE_TTL_MS). */
export const DEFAULT_REFERENCE_TTL_MS = 60_000;

/** A store as a picker's option (the domain's GraphQL StoreOption has this shape). */
interface StoreOption {
  id: number;
  code: string;
  name: string;
}

export class ReferenceData {
  private readonly lists: CoalescingCache<object>;

  constructor(
    private readonly upstream: UpstreamClient,
    metrics?: Metrics,
    private readonly shared: SharedState = memoryState(),
    ttlMs = DEFAULT_REFERENCE_TTL_MS,
  ) {
    this.lists = new CoalescingCache<object>({
      ttlMs,
      max: 500,
      onLookup: (result) => metrics?.cacheLookups.inc({ cache: 'reference', result }),
    });
    shared.onRemote((message) => {
      if (message.cache === 'reference') this.drop(message.key, message.prefix);
    });
    // A write the base may have saved though the gateway saw it fail: each mutation drops its own lists only on
    // success, so every list is dropped (a rare event; each is read again once).
    upstream.onWriteInDoubt(() => this.dropEverywhere([{ key: '', prefix: true }]));
  }

  private drop(key: string, prefix: boolean): void {
    if (prefix) this.lists.deletePrefix(key);
    else this.lists.delete(key);
  }

  /** Drops locally, then on every other instance. */
  private dropEverywhere(keys: { key: string; prefix: boolean }[]): Promise<void> {
    for (const { key, prefix } of keys) this.drop(key, prefix);
    return Promise.all(keys.map(({ key, prefix }) => this.shared.broadcast({ cache: 'reference', key, prefix }))).then(
      () => undefined,
    );
  }

  get<K extends RefName>(name: K, log?: UpstreamLog): Promise<RefList<RefRows[K]>> {
    const fetch = fetchRefList[name] as (up: UpstreamClient, log?: UpstreamLog) => Promise<RefList<RefRows[K]>>;
    return this.lists.get(`ref:${name}`, () => fetch(this.upstream, log)) as Promise<RefList<RefRows[K]>>;
  }

  /** Loads several lists at once (one upstream call per list at most). */
  async load(names: Iterable<RefName>, log?: UpstreamLog): Promise<LoadedRefs> {
    const loaded: LoadedRefs = {};
    await Promise.all(
      [...new Set(names)].map(async (name) => {
        (loaded as Record<RefName, unknown>)[name] = await this.get(name, log);
      }),
    );
    return loaded;
  }

  storeOptions(regionId: number, channelId: number, log?: UpstreamLog): Promise<StoreOption[]> {
    return this.lists.get(`stores:options:${regionId}:${channelId}`, () =>
      fetchStoreOptions(this.upstream, regionId, channelId, log),
    ) as Promise<StoreOption[]>;
  }

  /** Active members of the team types that manage brands, by name, for the reports' Manager picker (60 s). */
  managers(log?: UpstreamLog): Promise<{ id: number; name: string; active: boolean }[]> {
    return this.lists.get('members:managers', async () => {
      const teamTypes = await this.get('teamTypes', log);
      const types = teamTypes.rows.filter((row) => row.ManagesBrands === 1);
      const rows = (
        await Promise.all(types.map((type) => fetchTeamTypeMembers(this.upstream, type.TeamTypeID, log)))
      ).flat();
      return rows
        .filter((row) => row.ActiveStatus === 1)
        .map((row) => ({ id: row.TeamMemberID, name: row.TeamMemberName, active: true }))
        .sort((a, b) => a.name.localeCompare(b.name));
    }) as Promise<{ id: number; name: string; active: boolean }[]>;
  }

  /** A small list nothing in the product changes (statuses, types): cached like the others. */
  fixed<T extends object>(key: string, load: () => Promise<T>): Promise<T> {
    return this.lists.get(`fixed:${key}`, load) as Promise<T>;
  }

  /** For member mutations (the managers picker lists members). */
  invalidateMembers(): Promise<void> {
    return this.dropEverywhere([
      { key: 'members:', prefix: true },
      { key: 'ref:members', prefix: false },
    ]);
  }

  /** For mutations that change a reference list. */
  invalidate(name: RefName): Promise<void> {
    return this.dropEverywhere([{ key: `ref:${name}`, prefix: false }]);
  }

  /** For store mutations (the filter pickers list stores). */
  invalidateStores(): Promise<void> {
    return this.dropEverywhere([
      { key: 'stores:', prefix: true },
      { key: 'ref:stores', prefix: false },
    ]);
  }
}
