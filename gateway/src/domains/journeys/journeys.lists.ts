// The journeys' paged lists, declared (reference/paged-report.ts makes their queries): Store Visit, the visits over
// the report filter, newest first or sorted by the gateway.
import { GraphQLLocalDate } from 'graphql-scalars';
import 'reflect-metadata';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { MAX_AGGREGATE_ROWS } from '../../platform/graphql/aggregate.js';
import { DateTime } from '../../platform/graphql/date-time.js';
import { COMMON_FILTERS } from '../../platform/reports/honoured.js';
import { pagedReport } from '../reference/paged-report.js';
import { type Relations, relation } from '../reference/reference.relations.js';
import { Store, storeRelations } from '../stores/stores.types.js';
import { TeamMember, teamMemberRelations } from '../team/team.types.js';
import { StoreVisitOrder, sortVisits, VISIT_ORDER_NEEDS } from './store-visit-order.js';

/** A check-in farther than this from the store (metres) is flagged: the member may not have been there. */
export const FAR_FROM_STORE_METRES = 500;

@ObjectType({
  description: 'A store visit: when, how long, where it was made and whether it was planned.',
  simpleResolvers: true,
})
export class StoreVisit {
  @Field(() => Int, { description: 'VisitID.' }) id!: number;
  @Field(() => GraphQLLocalDate, { description: 'YYYY-MM-DD.' }) date!: string;
  @Field(() => Store, { nullable: true, description: 'The store.' }) store!: Store | null;
  @Field(() => TeamMember, { nullable: true, description: 'Who visited.' }) teamMember!: TeamMember | null;
  @Field(() => DateTime, { nullable: true, description: 'Check-in, ISO 8601.' }) checkIn!: string | null;
  @Field(() => DateTime, { nullable: true, description: 'Check-out, ISO 8601.' }) checkOut!: string | null;
  @Field(() => Int, { description: 'Minutes between check-in and check-out.' }) durationMinutes!: number;
  @Field(() => Float, { nullable: true, description: 'Where the check-in was made.' }) latitude!: number | null;
  @Field(() => Float, { nullable: true, description: 'Where the check-in was made.' }) longitude!: number | null;
  @Field(() => Int, { nullable: true, description: 'Metres between the check-in and the store.' }) distanceMeters!:
    | number
    | null;
  @Field(() => Boolean, {
    description: `Whether the check-in was made more than ${FAR_FROM_STORE_METRES} m from the store.`,
  })
  farFromStore!: boolean;
  @Field(() => Boolean, { description: 'Whether the store-day was on the journey plan.' }) planned!: boolean;
}
export const storeVisitRelations: Relations = {
  store: relation('stores', storeRelations),
  teamMember: relation('members', teamMemberRelations),
};

export const StoreVisitsResolver = pagedReport({
  field: 'storeVisits',
  page: 'Store Visit',
  honours: COMMON_FILTERS,
  description: 'Visits over the filter, newest first or in orderBy, a page at a time. Page: Store Visit.',
  base: 'main',
  endpoint: 'StoreVisitReport',
  message: 'Failed to fetch store visits',
  item: StoreVisit,
  relations: storeVisitRelations,
  pageType: { name: 'StoreVisitPage', rows: 'visits', order: 'newest first unless orderBy says otherwise' },
  map: (row, join): StoreVisit => ({
    id: row.VisitID,
    date: row.VisitDate,
    store: join.store(row.StoreID),
    teamMember: join.member(row.TeamMemberID),
    checkIn: row.CheckIn ?? null,
    checkOut: row.CheckOut ?? null,
    durationMinutes: row.DurationMinutes,
    latitude: row.Latitude ?? null,
    longitude: row.Longitude ?? null,
    distanceMeters: row.DistanceMeters ?? null,
    farFromStore: (row.DistanceMeters ?? 0) > FAR_FROM_STORE_METRES,
    planned: row.Planned === 1,
  }),
  order: {
    type: StoreVisitOrder,
    description:
      'The order of the whole result before it is paged; null = newest first, as the base answers. A sorted list ' +
      `is read whole by the gateway (at most ${MAX_AGGREGATE_ROWS.toLocaleString('en-US')} visits; more is ` +
      'refused with BAD_USER_INPUT on filter).',
    needs: (order) => VISIT_ORDER_NEEDS[order.field] ?? [],
    sort: sortVisits,
  },
});
