// GraphQL type of the signed-in member (returned by `me` and `login`).
import 'reflect-metadata'; // type-graphql's decorators read it when the class is defined
import { Field, Int, ObjectType } from 'type-graphql';
import { MenuItem } from '../../platform/permissions/access.types.js';
import { Region, TeamType } from '../reference/reference.types.js';

@ObjectType({ description: 'A signed-in team member, with the pages and menu their access allows.' })
export class Member {
  @Field(() => Int, { description: 'TeamMemberID.' }) id!: number;
  @Field(() => String, { description: 'Full name (TeamMemberName).' }) name!: string;
  @Field(() => String, { description: 'Login name (mySingleID).' }) login!: string;
  @Field(() => String, { description: 'E-mail address.' }) email!: string;
  @Field(() => TeamType, { nullable: true, description: 'Team type (null when unknown).' }) teamType?: TeamType | null;
  @Field(() => Region, { nullable: true, description: 'Home region (null when unknown).' }) region?: Region | null;
  @Field(() => [String], {
    description:
      'Titles of the pages this member may open (effective: a page is open when its own title or an enclosing ' +
      "group's title is allowed).",
  })
  pages?: string[];
  @Field(() => [MenuItem], { description: 'The side menu filtered by page access; Log Out is always the last entry.' })
  menu?: MenuItem[];

  /** Not in the schema: ids the relations resolve from. */
  teamTypeId!: number;
  regionId!: number;
  /** Not in the schema here: the onboarding resolver's field reads it (from the session). */
  mustChangePassword?: boolean;
}
