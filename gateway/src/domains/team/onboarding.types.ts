// GraphQL types of onboarding: a one-time password, and requests for access (sign-up).
import 'reflect-metadata';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { DateTime } from '../../platform/graphql/date-time.js';
import { Region } from '../reference/reference.types.js';

@ObjectType({
  description: 'A one-time password, shown once to the administrator who issued it; only its hash is kept.',
  simpleResolvers: true,
})
export class OneTimePassword {
  @Field(() => String, { description: 'The password; the member must set their own at the next sign-in.' })
  password!: string;
  @Field(() => String, {
    nullable: true,
    description: 'Where the invitation e-mail went; null when none was asked for or it could not be sent.',
  })
  invitationSentTo!: string | null;
}

@ObjectType({
  description: 'A request for access made on the sign-up page, waiting for an administrator.',
  simpleResolvers: true,
})
export class AccessRequest {
  @Field(() => Int, { description: 'RequestID.' }) id!: number;
  @Field(() => String, { description: 'Full name.' }) name!: string;
  @Field(() => String, { description: 'The login name asked for (mySingleID).' }) login!: string;
  @Field(() => String, { description: 'E-mail address.' }) email!: string;
  @Field(() => String, { description: 'Mobile number.' }) mobile!: string;
  @Field(() => Region, { nullable: true, description: 'Region (null when unknown).' }) region!: Region | null;
  @Field(() => DateTime, { description: 'When it was made, ISO 8601.' }) requestedAt!: string;
  @Field(() => Boolean, {
    description:
      'Whether a member already has this login name (approving it would be refused). Requests for one login ' +
      'are kept side by side, so an administrator sees every claim to it.',
  })
  loginTaken!: boolean;
}

@InputType({ description: 'The sign-up form.' })
export class AccessRequestInput {
  @Field(() => String, { description: 'Full name, 1 to 100 characters.' }) name!: string;
  @Field(() => String, { description: 'Login name: 3 to 50 letters, digits, ., _ or -.' }) login!: string;
  @Field(() => String, { description: 'E-mail address.' }) email!: string;
  @Field(() => String, { description: 'Mobile number: 7 to 15 digits, an optional leading +.' }) mobile!: string;
  @Field(() => Int, { description: 'RegionID.' }) regionId!: number;
}
