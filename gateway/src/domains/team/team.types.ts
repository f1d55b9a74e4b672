// GraphQL types of team members (users): the member, a page of them, the filter and the form input.
import 'reflect-metadata';
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { SortDirection } from '../../platform/graphql/sorting.js';
import { type Relations, relation } from '../reference/reference.relations.js';
import { Region, regionRelations, TeamType, teamTypeRelations } from '../reference/reference.types.js';

@ObjectType({ description: 'A team member (user) of the field force. Never carries a password.' })
export class TeamMember {
  @Field(() => Int, { description: 'TeamMemberID.' }) id!: number;
  /** The version as the gateway keeps it (versions.ts): a GraphQL field of TeamMemberContactResolver. */
  version!: string;
  /** Login name, e-mail and mobile: GraphQL fields of TeamMemberContactResolver (holders of Users List only). */
  login!: string;
  @Field(() => String, { description: 'Full name.' }) name!: string;
  email!: string;
  mobile!: string;
  @Field(() => Boolean, { description: 'Whether the member is active (ActiveStatus 1).' }) active!: boolean;
  @Field(() => TeamType, { nullable: true, description: 'Team type (null when unknown).' }) teamType!: TeamType | null;
  @Field(() => Region, { nullable: true, description: 'Region (null when unknown).' }) region!: Region | null;
}
export const teamMemberRelations: Relations = {
  teamType: relation('teamTypes', teamTypeRelations),
  region: relation('regions', regionRelations),
};

@ObjectType({ description: 'One page of team members and how many match the filter.', simpleResolvers: true })
export class TeamMemberPage {
  @Field(() => Int, { description: 'Members matching the filter, over all pages.' }) total!: number;
  @Field(() => [TeamMember], { description: 'The members of this page, by name.' }) items!: TeamMember[];
}

export enum MemberRole {
  FIELD_STAFF = 'FIELD_STAFF',
  TAKES_TARGETS = 'TAKES_TARGETS',
  MANAGES_BRANDS = 'MANAGES_BRANDS',
}
registerEnumType(MemberRole, {
  name: 'MemberRole',
  description: "A team type's role (set on User Permission): which members a picker or a screen lists.",
  valuesConfig: {
    FIELD_STAFF: { description: 'Field staff: journey plans, visits and the dashboard’s field team.' },
    TAKES_TARGETS: { description: 'Monthly targets are set for them (Promoter Target Setting).' },
    MANAGES_BRANDS: { description: "They manage brands (Setup Manager By Brand, the reports' Manager)." },
  },
});

@InputType({ description: 'Which team members to list (null = all).' })
export class TeamMemberFilter {
  @Field(() => MemberRole, {
    nullable: true,
    description:
      'Only members of the team types with this role; null = every team type. Without Users List or User ' +
      'Permission a member may list FIELD_STAFF and MANAGES_BRANDS (names, for pickers), and TAKES_TARGETS with ' +
      'Promoter Target Setting.',
  })
  role?: MemberRole | null;
  @Field(() => Int, { nullable: true, description: 'TeamTypeID.' }) teamTypeId?: number | null;
  @Field(() => Int, { nullable: true, description: 'RegionID.' }) regionId?: number | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'Active or not; null = both. Deactivated members need Users List: without it, active only.',
  })
  active?: boolean | null;
  @Field(() => String, {
    nullable: true,
    description: 'Case-insensitive part of the name, or of the login name for holders of Users List.',
  })
  search?: string | null;
}

@InputType({ description: 'A team member as the user form sends it (no password: it is never set here).' })
export class TeamMemberInput {
  @Field(() => String, { description: 'Login name: 3 to 50 letters, digits, ., _ or -; unique.' }) login!: string;
  @Field(() => String, { description: 'Full name (at most 100).' }) name!: string;
  @Field(() => String, { description: 'E-mail address.' }) email!: string;
  @Field(() => String, { description: 'Mobile number: 7 to 15 digits, optional leading +.' }) mobile!: string;
  @Field(() => Int, { description: 'TeamTypeID.' }) teamTypeId!: number;
  @Field(() => Int, { description: 'RegionID.' }) regionId!: number;
  @Field(() => Boolean, { defaultValue: true, description: 'Active (true) or deactivated (false).' }) active!: boolean;
}

export enum MemberSortField {
  NAME = 'NAME',
  LOGIN = 'LOGIN',
  TEAM_TYPE = 'TEAM_TYPE',
  REGION = 'REGION',
}
registerEnumType(MemberSortField, {
  name: 'MemberSortField',
  description: 'What a team member list is sorted by.',
  valuesConfig: {
    NAME: { description: 'Full name.' },
    LOGIN: { description: 'Login name.' },
    TEAM_TYPE: { description: "The team type's name." },
    REGION: { description: "The region's name." },
  },
});

@InputType({ description: 'How a team member list is sorted (ties by TeamMemberID).' })
export class TeamMemberSort {
  @Field(() => MemberSortField, { defaultValue: MemberSortField.NAME, description: 'The sort key.' })
  field!: MemberSortField;
  @Field(() => SortDirection, { defaultValue: SortDirection.ASC, description: 'The direction.' })
  direction!: SortDirection;
}
