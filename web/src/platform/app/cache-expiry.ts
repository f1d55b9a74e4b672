// A normalised cache that drops query data nobody watches: each root field (with its arguments) is
// counted per watcher; once its last watcher has gone for `keepUnusedMs` it is evicted, and the records
// only it reached are garbage-collected, so a screen revisited later fetches current data. Change
// notifications are batched: a burst of writes reaches watchers at once, then at most once a window.
import { type Cache, InMemoryCache, type OperationVariables } from '@apollo/client';
import { getMainDefinition } from '@apollo/client/utilities';
import { type DocumentNode, type FieldNode, type FragmentDefinitionNode, Kind, type SelectionSetNode } from 'graphql';

type CacheConfig = ConstructorParameters<typeof InMemoryCache>[0];
type BroadcastOptions = Pick<Cache.BatchOptions<InMemoryCache>, 'optimistic' | 'onWatchUpdated'>;

export class ExpiringCache extends InMemoryCache {
  private readonly watchers = new Map<string, number>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private broadcastWindow: ReturnType<typeof setTimeout> | undefined;
  private broadcastPending = false;

  constructor(
    config: CacheConfig,
    private readonly keepUnusedMs: number,
    private readonly broadcastBatchMs = 0,
  ) {
    super(config);
  }

  // The first change is broadcast at once and opens a window; changes inside it are broadcast once
  // when it closes (watchers read the latest data then). A broadcast with a per-watch hook
  // (refetchQueries' onWatchUpdated) belongs to its caller's moment and is never deferred.
  protected override broadcastWatches(options?: BroadcastOptions): void {
    if (this.broadcastBatchMs <= 0 || options?.onWatchUpdated) {
      super.broadcastWatches(options);
      return;
    }
    if (this.broadcastWindow !== undefined) {
      this.broadcastPending = true;
      return;
    }
    super.broadcastWatches(options);
    this.openBroadcastWindow();
  }

  private openBroadcastWindow() {
    this.broadcastWindow = setTimeout(() => {
      this.broadcastWindow = undefined;
      if (!this.broadcastPending) return;
      this.broadcastPending = false;
      super.broadcastWatches();
      this.openBroadcastWindow();
    }, this.broadcastBatchMs);
  }

  override watch<TData = unknown, TVariables extends OperationVariables = OperationVariables>(
    watch: Cache.WatchOptions<TData, TVariables>,
  ): () => void {
    const keys = this.rootFieldKeys(watch.query, watch.variables, watch.id);
    for (const key of keys) this.fieldWatched(key);
    const cancel = super.watch(watch);
    let cancelled = false;
    return () => {
      cancel();
      if (cancelled) return;
      cancelled = true;
      for (const key of keys) this.fieldUnwatched(key);
    };
  }

  override write<TData = unknown, TVariables extends OperationVariables = OperationVariables>(
    options: Cache.WriteOptions<TData, TVariables>,
  ) {
    const written = super.write(options);
    // Data written with no watcher (a one-off query) expires like data whose watchers have gone.
    for (const key of this.rootFieldKeys(options.query, options.variables, options.dataId)) {
      if (!this.watchers.get(key) && !this.timers.has(key)) this.schedule(key);
    }
    return written;
  }

  override reset(options?: Cache.ResetOptions) {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    clearTimeout(this.broadcastWindow);
    this.broadcastWindow = undefined;
    this.broadcastPending = false;
    return super.reset(options);
  }

  private fieldWatched(key: string) {
    this.watchers.set(key, (this.watchers.get(key) ?? 0) + 1);
    const timer = this.timers.get(key);
    if (timer !== undefined) clearTimeout(timer);
    this.timers.delete(key);
  }

  private fieldUnwatched(key: string) {
    const left = (this.watchers.get(key) ?? 1) - 1;
    if (left > 0) {
      this.watchers.set(key, left);
      return;
    }
    this.watchers.delete(key);
    this.schedule(key);
  }

  private schedule(key: string) {
    const timer = this.timers.get(key);
    if (timer !== undefined) clearTimeout(timer);
    this.timers.set(
      key,
      setTimeout(() => this.expire(key), this.keepUnusedMs),
    );
  }

  private expire(key: string) {
    this.timers.delete(key);
    if (this.watchers.get(key)) return;
    this.modify({
      id: 'ROOT_QUERY',
      fields: (value, { storeFieldName, DELETE }) => (storeFieldName === key ? DELETE : value),
    });
    this.gc();
  }

  /** The root query fields a document reads, as the cache stores them (field name and arguments). */
  private rootFieldKeys(query: DocumentNode, variables: OperationVariables | undefined, id: string | undefined) {
    if (id !== undefined && id !== 'ROOT_QUERY') return [];
    const definition = getMainDefinition(query);
    if (definition.kind !== Kind.OPERATION_DEFINITION || definition.operation !== 'query') return [];
    const fragments = new Map(
      query.definitions
        .filter((node): node is FragmentDefinitionNode => node.kind === Kind.FRAGMENT_DEFINITION)
        .map((node) => [node.name.value, node]),
    );
    const fields: FieldNode[] = [];
    const collect = (set: SelectionSetNode) => {
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD) fields.push(selection);
        else if (selection.kind === Kind.INLINE_FRAGMENT) collect(selection.selectionSet);
        else {
          const fragment = fragments.get(selection.name.value);
          if (fragment) collect(fragment.selectionSet);
        }
      }
    };
    collect(definition.selectionSet);
    return [
      ...new Set(
        fields
          .filter((field) => field.name.value !== '__typename')
          .map((field) =>
            this.policies.getStoreFieldName({ typename: 'Query', fieldName: field.name.value, field, variables }),
          ),
      ),
    ];
  }
}
