// A team member's login name, e-mail and mobile go only to the member themselves and to holders of
// Users List (the page that manages members). Everyone else, e.g. a promoter picking a colleague
// in the journey screens, gets names only: these fields answer null for them. The version, which
// covers those fields, goes only to those who may edit the record: holders of Users List.
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Context } from '../../platform/graphql/context.js';
import { withMessage } from '../../platform/graphql/errors.js';
import { pageKey } from '../../platform/permissions/menu-access.js';
import { TeamMember } from './team.types.js';

export const CONTACT_PAGE = 'Users List';

async function holdsUsersList(ctx: Context): Promise<boolean> {
  const session = ctx.session;
  if (!session) return false;
  const access = await withMessage('Failed to fetch page access', ctx.access.forSession(session, ctx.log));
  return access.openKeys.has(pageKey(CONTACT_PAGE));
}

async function mayReadContact(member: TeamMember, ctx: Context): Promise<boolean> {
  return ctx.session?.id === member.id || holdsUsersList(ctx);
}

@Resolver(() => TeamMember)
export class TeamMemberContactResolver {
  @FieldResolver(() => String, {
    nullable: true,
    description:
      'The version to send back with an update: it changes whenever an editable field does. ' +
      'Null unless you hold Users List.',
  })
  async version(@Root() member: TeamMember, @Ctx() ctx: Context): Promise<string | null> {
    return (await holdsUsersList(ctx)) ? ctx.edits.shown(member.version) : null;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'Login name (mySingleID); null unless you hold Users List or it is you.',
  })
  async login(@Root() member: TeamMember, @Ctx() ctx: Context): Promise<string | null> {
    return (await mayReadContact(member, ctx)) ? member.login : null;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'E-mail address; null unless you hold Users List or it is you.',
  })
  async email(@Root() member: TeamMember, @Ctx() ctx: Context): Promise<string | null> {
    return (await mayReadContact(member, ctx)) ? member.email : null;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'Mobile number; null unless you hold Users List or it is you.',
  })
  async mobile(@Root() member: TeamMember, @Ctx() ctx: Context): Promise<string | null> {
    return (await mayReadContact(member, ctx)) ? member.mobile : null;
  }
}
