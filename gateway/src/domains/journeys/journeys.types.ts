// GraphQL types of visits, journey plans and team location.
import { GraphQLLocalDate } from 'graphql-scalars';
import 'reflect-metadata';
import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTime } from '../../platform/graphql/date-time.js';
import { type Relations, relation } from '../reference/reference.relations.js';
import { StoreOption } from '../reference/reference.types.js';
import { Store, storeRelations } from '../stores/stores.types.js';
import { TeamMember, teamMemberRelations } from '../team/team.types.js';

@ObjectType({ description: "A store on a day of a member's week: planned, visited or both.", simpleResolvers: true })
export class PlanEntry {
  @Field(() => Store, { nullable: true, description: 'The store.' }) store!: Store | null;
  @Field(() => Int, { description: 'StoreID.' }) storeId!: number;
  @Field(() => Boolean, { description: 'On the plan.' }) planned!: boolean;
  @Field(() => Boolean, { description: 'Visited that day.' }) visited!: boolean;
  @Field(() => DateTime, { nullable: true, description: "The visit's check-in, ISO 8601." }) checkIn!: string | null;
}
export const planEntryRelations: Relations = { store: relation('stores', storeRelations) };

@ObjectType({ description: "One day of a member's week.", simpleResolvers: true })
export class PlanDay {
  @Field(() => GraphQLLocalDate, { description: 'YYYY-MM-DD.' }) date!: string;
  @Field(() => Int, { description: 'ISO weekday, 1 Monday to 7 Sunday.' }) weekday!: number;
  @Field(() => [PlanEntry], { description: 'Planned and visited stores, by name.' }) entries!: PlanEntry[];
  @Field(() => Int, { description: 'Planned store-days.' }) planned!: number;
  @Field(() => Int, { description: 'Planned store-days visited.' }) visited!: number;
  @Field(() => Int, { description: 'Planned store-days of a past day not visited.' }) missed!: number;
  @Field(() => Int, { description: 'Visits without a plan.' }) unplanned!: number;
}

@ObjectType({ description: "A member's journey plan for one ISO week, with what was visited." })
export class JourneyWeek {
  @Field(() => Int, { description: 'ISO year.' }) year!: number;
  @Field(() => Int, { description: 'ISO week.' }) week!: number;
  @Field(() => GraphQLLocalDate, { description: 'The Monday, YYYY-MM-DD.' }) fromDate!: string;
  @Field(() => [PlanDay], { description: 'Monday to Sunday.' }) days!: PlanDay[];
}

@ObjectType({ description: "A day of a member's month.", simpleResolvers: true })
export class DayVisitStatus {
  @Field(() => GraphQLLocalDate, { description: 'YYYY-MM-DD.' }) date!: string;
  @Field(() => Int, { description: 'Planned store-days.' }) planned!: number;
  @Field(() => Int, { description: 'Planned store-days visited.' }) visited!: number;
  @Field(() => Int, { description: 'Planned store-days of a past day not visited.' }) missed!: number;
  @Field(() => Int, { description: 'Store-days visited without a plan.' }) unplanned!: number;
}

export enum PlanAction {
  ADD = 'add',
  REMOVE = 'remove',
}
registerEnumType(PlanAction, {
  name: 'PlanAction',
  description: 'Add a store to a day, or remove it.',
  valuesConfig: {
    ADD: { description: 'Plan the store on the day (already planned: nothing changes).' },
    REMOVE: { description: 'Take the store off the day (not planned: nothing changes).' },
  },
});

@InputType({ description: 'One change of a journey plan.' })
export class PlanChangeInput {
  @Field(() => Int, { description: 'StoreID.' }) storeId!: number;
  @Field(() => GraphQLLocalDate, { description: 'The day, YYYY-MM-DD, inside the week being planned.' }) date!: string;
  @Field(() => PlanAction, { defaultValue: PlanAction.ADD, description: 'Add or remove.' }) action!: PlanAction;
}

@ObjectType({ description: 'A store-day of a plan after a change.', simpleResolvers: true })
export class PlanChangeResult {
  @Field(() => GraphQLLocalDate, { description: 'YYYY-MM-DD.' }) date!: string;
  @Field(() => StoreOption, { nullable: true, description: 'The store.' }) store!: StoreOption | null;
  @Field(() => Boolean, { description: 'On the plan now.' }) planned!: boolean;
  @Field(() => Boolean, { description: 'Whether this change changed anything (false: it already was so).' })
  changed!: boolean;
}

@ObjectType({ description: 'A store-day copied, or skipped with the reason.', simpleResolvers: true })
export class PlanCopyLine {
  @Field(() => GraphQLLocalDate, { description: 'The day in the target week, YYYY-MM-DD.' }) date!: string;
  @Field(() => StoreOption, { nullable: true, description: 'The store.' }) store!: StoreOption | null;
  @Field(() => String, { nullable: true, description: 'Why it was skipped (null when copied).' }) reason!:
    | string
    | null;
}

@ObjectType({ description: 'What a week copy did, or would do (preview).' })
export class PlanCopyResult {
  @Field(() => Boolean, { description: 'Nothing was written.' }) preview!: boolean;
  @Field(() => [PlanCopyLine], { description: 'Copied store-days.' }) copied!: PlanCopyLine[];
  @Field(() => [PlanCopyLine], { description: 'Skipped store-days with the reason.' }) skipped!: PlanCopyLine[];
}

@ObjectType({ description: 'Where a team member was last seen: their latest check-in.', simpleResolvers: true })
export class TeamLocation {
  @Field(() => TeamMember, { nullable: true, description: 'The member.' }) teamMember!: TeamMember | null;
  @Field(() => Float, { description: 'Latitude.' }) latitude!: number;
  @Field(() => Float, { description: 'Longitude.' }) longitude!: number;
  @Field(() => DateTime, { description: 'When, ISO 8601.' }) at!: string;
  @Field(() => Int, { description: 'Minutes since then.' }) ageMinutes!: number;
  @Field(() => Boolean, { description: 'Older than the staleness limit (12 hours).' }) stale!: boolean;
  @Field(() => Int, { description: 'The visit it came from.' }) visitId!: number;
  @Field(() => Store, { nullable: true, description: 'The store of that visit.' }) store!: Store | null;
}
export const teamLocationRelations: Relations = {
  store: relation('stores', storeRelations),
  teamMember: relation('members', teamMemberRelations),
};

@ObjectType({ description: 'How the team map draws its background.' })
export class MapSettings {
  @Field(() => String, {
    nullable: true,
    description: 'Tile URL template ({z}/{x}/{y}); null: no tiles, markers on a plain background.',
  })
  tileUrl!: string | null;
  @Field(() => String, { description: 'Credit for the tiles.' }) attribution!: string;
}
