// Page access per member, cached 60 s with in-flight coalescing: the effective pages the server
// enforces and the filtered menu, computed once per fetch.

import { CoalescingCache } from '../cache/cache.js';
import { memoryState, type SharedState } from '../cache/shared-state.js';
import type { Metrics } from '../http/observability.js';
import type { UpstreamClient, UpstreamLog } from '../upstream/client.js';
import { fetchAllowedPageNames } from './access.rest.js';
import type { MenuItem } from './access.types.js';
import type { MenuNode } from './menu.js';
import { effectivePages, filterMenu, pageKey } from './menu-access.js';

export interface MemberAccess {
  /** Titles the member may open (effective). */
  pages: string[];
  /** The same, as compare keys. */
  openKeys: ReadonlySet<string>;
  /** The member's own allowed records (AccessEnable 1), trimmed: what opens a page directly. */
  allowed: readonly string[];
  menu: MenuItem[];
}

export const ACCESS_TTL_MS = 60_000;

/** Members whose page access is read at once when many are asked for (pageMembers): the bases' fair share. */
export const ACCESS_READS_AT_ONCE = 8;

function toMenuItem(node: MenuNode): MenuItem {
  return {
    id: node.id,
    title: node.title,
    type: node.type,
    icon: node.icon ?? null,
    url: node.url ?? null,
    badge: node.badge ?? null,
    external: node.external ?? false,
    target: node.target ?? false,
    children: (node.children ?? []).map(toMenuItem),
  };
}

export function memberAccess(allowedNames: readonly string[]): MemberAccess {
  const pages = effectivePages(allowedNames);
  return {
    pages,
    openKeys: new Set(pages.map(pageKey)),
    allowed: allowedNames.map((name) => name.trim()),
    menu: filterMenu(new Set(allowedNames.map(pageKey))).map(toMenuItem),
  };
}

export class PageAccessCache {
  private readonly cache: CoalescingCache<MemberAccess>;

  constructor(
    private readonly upstream: UpstreamClient,
    metrics?: Metrics,
    private readonly shared: SharedState = memoryState(),
    ttlMs = ACCESS_TTL_MS,
  ) {
    this.cache = new CoalescingCache<MemberAccess>({
      ttlMs,
      max: 10_000,
      onLookup: (result) => metrics?.cacheLookups.inc({ cache: 'page-access', result }),
    });
    shared.onRemote((message) => {
      if (message.cache !== 'access') return;
      if (message.memberId === undefined) this.cache.deletePrefix('');
      else this.cache.delete(String(message.memberId));
    });
    // A write the base may have saved though the gateway saw it fail (a permission change among them): every
    // member's access is read again, so a forbidden page does not outlive it by the cache's time.
    upstream.onWriteInDoubt(() => this.dropAll());
  }

  forMember(memberId: number, log?: UpstreamLog): Promise<MemberAccess> {
    return this.cache.get(String(memberId), async () =>
      memberAccess(await fetchAllowedPageNames(this.upstream, memberId, log)),
    );
  }

  /**
   * Many members' access, from the same cache (each read once, coalesced, kept 60 s), at most
   * ACCESS_READS_AT_ONCE reads to the base at a time; answered in the order of `memberIds`.
   */
  async forMembers(memberIds: readonly number[], log?: UpstreamLog): Promise<MemberAccess[]> {
    const answers = new Array<MemberAccess>(memberIds.length);
    let next = 0;
    const worker = async () => {
      while (next < memberIds.length) {
        const index = next++;
        answers[index] = await this.forMember(memberIds[index]!, log);
      }
    };
    await Promise.all(Array.from({ length: Math.min(ACCESS_READS_AT_ONCE, memberIds.length) }, worker));
    return answers;
  }

  /**
   * A session's access: the member's current pages, narrowed to an access token's pages (so a page removed from
   * the member is gone from their tokens at once).
   */
  async forSession(session: { id: number; token?: { pages: readonly string[] } }, log?: UpstreamLog) {
    const access = await this.forMember(session.id, log);
    const named = session.token?.pages;
    if (!named || named.length === 0) return access;
    const keys = new Set(named.map(pageKey));
    const pages = access.pages.filter((page) => keys.has(pageKey(page)));
    return { ...access, pages, openKeys: new Set(pages.map(pageKey)) };
  }

  /** Another member's access as it is now (PageAccess, never cached): what User Permission decides on. */
  async ofOther(memberId: number, log?: UpstreamLog): Promise<MemberAccess> {
    return memberAccess(await fetchAllowedPageNames(this.upstream, memberId, log, 'PageAccess'));
  }

  /** Drops every member's cached access, on every instance. */
  dropAll(): Promise<void> {
    this.cache.deletePrefix('');
    return this.shared.broadcast({ cache: 'access' });
  }

  /** Drops one member's cached access (after a permission update), on every instance. */
  drop(memberId: number): Promise<void> {
    this.cache.delete(String(memberId));
    return this.shared.broadcast({ cache: 'access', memberId });
  }
}
