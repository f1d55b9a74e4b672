// The order of Store Visit's visits (orderBy of storeVisits): the whole result sorted by the gateway before it is
// paged, since the described call answers newest first and takes no sort.
import { Field, InputType, registerEnumType } from 'type-graphql';
import { SortDirection, sortByKey } from '../../platform/graphql/sorting.js';
import type { RefName } from '../../platform/reference/reference.rest.js';
import type { Row } from '../../platform/upstream/contract.js';
import type { Join } from '../reference/joins.js';

type VisitRow = Row<'Visit'>;

export enum StoreVisitSortField {
  DATE = 'DATE',
  STORE = 'STORE',
  MEMBER = 'MEMBER',
  CHECK_IN = 'CHECK_IN',
  CHECK_OUT = 'CHECK_OUT',
  DURATION = 'DURATION',
  DISTANCE = 'DISTANCE',
  PLANNED = 'PLANNED',
}
registerEnumType(StoreVisitSortField, {
  name: 'StoreVisitSortField',
  description: 'What visits are sorted by.',
  valuesConfig: {
    DATE: { description: 'The visit date.' },
    STORE: { description: 'The store, by code then name (as "code · name").' },
    MEMBER: { description: "The member's name." },
    CHECK_IN: { description: 'The check-in instant (none last).' },
    CHECK_OUT: { description: 'The check-out instant (none last).' },
    DURATION: { description: 'Minutes from check-in to check-out.' },
    DISTANCE: { description: 'Metres from the store at check-in (none last).' },
    PLANNED: { description: 'Planned or not (planned before unplanned).' },
  },
});

@InputType({ description: 'The order of visits.' })
export class StoreVisitOrder {
  @Field(() => StoreVisitSortField, { description: 'The field to sort by.' })
  field!: StoreVisitSortField;

  @Field(() => SortDirection, { nullable: true, description: 'ASC (the default) or DESC.' })
  direction!: SortDirection | null;
}

/** The reference lists a sort field's names come from. */
export const VISIT_ORDER_NEEDS: Partial<Record<StoreVisitSortField, RefName[]>> = {
  STORE: ['stores'],
  MEMBER: ['members'],
};

const label = (thing: { code: string; name: string } | null) => (thing ? `${thing.code} · ${thing.name}` : null);

const KEYS: Record<StoreVisitSortField, (row: VisitRow, join: Join) => string | number | null> = {
  DATE: (row) => row.VisitDate.slice(0, 10),
  STORE: (row, join) => label(join.store(row.StoreID)),
  MEMBER: (row, join) => join.member(row.TeamMemberID)?.name ?? null,
  CHECK_IN: (row) => (row.CheckIn ? Date.parse(row.CheckIn) : null),
  CHECK_OUT: (row) => (row.CheckOut ? Date.parse(row.CheckOut) : null),
  DURATION: (row) => row.DurationMinutes,
  DISTANCE: (row) => row.DistanceMeters ?? null,
  // "Planned" sorts before "Unplanned", as the column reads.
  PLANNED: (row) => (row.Planned === 1 ? 0 : 1),
};

/** The visits in `order` (blanks last, ties in the base's order: newest first). */
export const sortVisits = (rows: readonly VisitRow[], order: StoreVisitOrder, join: Join): VisitRow[] =>
  sortByKey(rows, (row) => KEYS[order.field](row, join), order.direction);
