// A list's view (its filters, sort, page and page size) held in the URL, from filters declared as data:
// an id (0 = all) that may depend on a parent filter, a free text, or a choice among fixed values.
// Pure parse and serialize (only what differs from the defaults reaches the URL) plus the hook a screen
// uses, so every list keeps its view the same way and a reload or a shared link shows the same rows.
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { urlId, urlPage } from './url-number';
import { useUrlRepair } from './url-repair';

/** Page sizes every list offers. */
export const PAGE_SIZES = [25, 50, 100] as const;
/** The URL key of a list's page number: a report's filter change drops it, back to the first page. */
export const PAGE_PARAM = 'page';

export interface IdFilter {
  kind: 'id';
  /** The filter this one narrows (a city within a region): a changed parent clears it. */
  parent?: string;
  /** Meaningless without its parent (a category within a brand): dropped from a URL that lacks it. */
  needsParent?: boolean;
}
export interface TextFilter {
  kind: 'text';
}
export interface ChoiceFilter<V extends string = string> {
  kind: 'choice';
  values: readonly V[];
  initial: V;
}
export type FilterSpec = IdFilter | TextFilter | ChoiceFilter;

export const idFilter = (parent?: string, needsParent = false): IdFilter => ({ kind: 'id', parent, needsParent });
export const textFilter = (): TextFilter => ({ kind: 'text' });
export const choiceFilter = <V extends string>(values: readonly V[], initial: V): ChoiceFilter<V> => ({
  kind: 'choice',
  values,
  initial,
});
/** Active, inactive or all: the status filter of the master lists. */
export const statusFilter = () => choiceFilter(['all', 'active', 'inactive'] as const, 'all');

type ValueOf<F> = F extends IdFilter
  ? number
  : F extends TextFilter
    ? string
    : F extends ChoiceFilter<infer V>
      ? V
      : never;

export type Filters = Record<string, FilterSpec>;
export type FilterValues<F extends Filters> = { -readonly [K in keyof F]: ValueOf<F[K]> };
export type ListView<F extends Filters, S extends string> = FilterValues<F> & {
  sort: S;
  dir: 'asc' | 'desc';
  page: number;
  size: number;
};

export interface ListSpec<F extends Filters, S extends string> {
  filters: F;
  sorts: readonly S[];
  sort: S;
  dir?: 'asc' | 'desc';
  size?: number;
}

export interface ListState<F extends Filters, S extends string> {
  spec: ListSpec<F, S>;
  defaults: ListView<F, S>;
  parse: (params: URLSearchParams) => ListView<F, S>;
  /** The list's values of the URL that no view can show (a page of "abc", an unknown sort), each said briefly,
   *  and the URL with them dropped (the defaults then apply); other parameters are kept. */
  repair: (params: URLSearchParams) => { notices: string[]; params: URLSearchParams };
  serialize: (view: ListView<F, S>) => URLSearchParams;
  /** A change of filter: children of a changed parent are cleared and paging restarts. */
  withFilter: (view: ListView<F, S>, change: Partial<FilterValues<F>>) => ListView<F, S>;
}

const initialOf = (spec: FilterSpec) => (spec.kind === 'id' ? 0 : spec.kind === 'text' ? '' : spec.initial);

export function defineList<const F extends Filters, const S extends string>(spec: ListSpec<F, S>): ListState<F, S> {
  const names = Object.keys(spec.filters);
  const defaults = {
    ...Object.fromEntries(names.map((name) => [name, initialOf(spec.filters[name]!)])),
    sort: spec.sort,
    dir: spec.dir ?? 'asc',
    page: 1,
    size: spec.size ?? 50,
  } as ListView<F, S>;
  const values = defaults as Record<string, unknown>;

  const parse = (params: URLSearchParams): ListView<F, S> => {
    const view: Record<string, unknown> = {};
    for (const name of names) {
      const filter = spec.filters[name]!;
      const raw = params.get(name);
      if (filter.kind === 'id') view[name] = urlId(raw);
      else if (filter.kind === 'text') view[name] = raw ?? '';
      else view[name] = filter.values.includes(raw ?? '') ? raw : filter.initial;
    }
    // A child only means something under its parent (a category within a brand).
    for (const name of names) {
      const filter = spec.filters[name]!;
      if (filter.kind === 'id' && filter.needsParent && filter.parent && !view[filter.parent]) view[name] = 0;
    }
    const sort = params.get('sort')?.toUpperCase() ?? '';
    const asked = Number(params.get('size'));
    const size = (PAGE_SIZES as readonly number[]).includes(asked) ? asked : defaults.size;
    return {
      ...view,
      sort: (spec.sorts as readonly string[]).includes(sort) ? sort : spec.sort,
      dir: params.get('dir') === 'desc' || params.get('dir') === 'asc' ? params.get('dir') : defaults.dir,
      page: urlPage(params.get(PAGE_PARAM), size) || 1,
      size,
    } as ListView<F, S>;
  };

  const serialize = (view: ListView<F, S>): URLSearchParams => {
    const params = new URLSearchParams();
    const current = view as Record<string, unknown>;
    for (const key of Object.keys(values)) {
      const value = current[key];
      if (value !== values[key] && value !== '' && value !== undefined)
        params.set(key, key === 'sort' ? String(value).toLowerCase() : String(value));
    }
    return params;
  };

  const withFilter = (view: ListView<F, S>, change: Partial<FilterValues<F>>): ListView<F, S> => {
    const next: Record<string, unknown> = { ...view, ...change, page: 1 };
    const before = view as Record<string, unknown>;
    // Parents come before their children in the declaration, so one pass clears grandchildren too.
    for (const name of names) {
      const filter = spec.filters[name]!;
      if (filter.kind === 'id' && filter.parent && next[filter.parent] !== before[filter.parent]) next[name] = 0;
    }
    return next as ListView<F, S>;
  };

  const repair = (params: URLSearchParams) => {
    const parsed = parse(params) as Record<string, unknown>;
    const next = new URLSearchParams(params);
    const notices: string[] = [];
    for (const key of Object.keys(values)) {
      const raw = params.get(key);
      if (raw === null || raw === '') continue;
      const filter = spec.filters[key];
      if (filter?.kind === 'text') continue;
      if (String(parsed[key]).toLowerCase() === raw.toLowerCase()) continue;
      notices.push(`${key} “${raw}” is not one this list shows`);
      next.delete(key);
    }
    return { notices, params: next };
  };

  return { spec, defaults, parse, serialize, withFilter, repair };
}

/** The URL's parameters with the list's own replaced by `view`'s, the others (a report's filter) kept. */
export function mergeView<F extends Filters, S extends string>(
  list: ListState<F, S>,
  params: URLSearchParams,
  view: ListView<F, S>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.keys(list.defaults)) next.delete(key);
  for (const [key, value] of list.serialize(view)) next.set(key, value);
  return next;
}

/**
 * The list's view from the URL, and the ways a screen changes it. With `keepOthers` a change keeps the URL's
 * other parameters (a report screen's filter, an opened row); without it the list owns the whole query.
 */
export function useListState<F extends Filters, S extends string>(list: ListState<F, S>, keepOthers = false) {
  const [params, setParams] = useSearchParams();
  useUrlRepair(list.repair, 'Showing the list as it opens instead.');
  const view = useMemo(() => list.parse(params), [list, params]);
  const setView = useCallback(
    (next: ListView<F, S>) => setParams(keepOthers ? mergeView(list, params, next) : list.serialize(next)),
    [list, params, setParams, keepOthers],
  );
  // The filter bar's values and callbacks stay the same objects while the filters stand (a sort, a page, a drawer
  // opened): a filter bar memoised on them is not drawn again, in the task of the click, for each of those.
  const latest = useRef({ view, setView });
  useLayoutEffect(() => {
    latest.current = { view, setView };
  });
  const filterKey = Object.keys(list.spec.filters)
    .map((name) => String((view as Record<string, unknown>)[name]))
    .join('\u0000');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters' values change exactly when filterKey does
  const filters = useMemo(
    () =>
      Object.fromEntries(
        Object.keys(list.spec.filters).map((name) => [name, (view as Record<string, unknown>)[name]]),
      ) as unknown as FilterValues<F>,
    [list, filterKey],
  );
  const filter = useCallback(
    (change: Partial<FilterValues<F>>) => latest.current.setView(list.withFilter(latest.current.view, change)),
    [list],
  );
  const clear = useCallback(() => latest.current.setView({ ...list.defaults, size: latest.current.view.size }), [list]);
  return {
    view,
    setView,
    /** The filters' values alone: the same object until one of them changes. */
    filters,
    filter,
    /** Sorting by the current column flips its direction; by another, starts ascending. */
    sortBy: (field: S) =>
      setView({ ...view, sort: field, dir: view.sort === field && view.dir === 'asc' ? 'desc' : 'asc', page: 1 }),
    setPaging: (change: { page: number; size: number }) => setView({ ...view, ...change }),
    /** The Pager's page, size and change, to spread onto it beside the total. */
    pager: {
      page: view.page,
      size: view.size,
      onChange: (change: { page: number; size: number }) => setView({ ...view, ...change }),
    },
    clear,
    direction: view.dir === 'desc' ? ('DESC' as const) : ('ASC' as const),
    limit: view.size,
    offset: (view.page - 1) * view.size,
  };
}
