// GraphQL types of members' access tokens: the record (never the token itself) and a new token, shown once.
import 'reflect-metadata';
import { Field, Int, ObjectType } from 'type-graphql';
import { DateTime } from '../../platform/graphql/date-time.js';

@ObjectType({ description: "An access token of a member's scripts: what it allows, never the token itself." })
export class AccessToken {
  @Field(() => Int, { description: 'The token record.' }) id!: number;
  @Field(() => Int, { description: 'TeamMemberID of its member.' }) memberId!: number;
  @Field(() => String, { description: 'The name its member gave it.' }) name!: string;
  @Field(() => Boolean, { description: 'True: it sends no mutation.' }) readOnly!: boolean;
  @Field(() => [String], { description: "The pages it opens (of its member's); empty: all its member holds." })
  pages!: string[];
  @Field(() => DateTime, { description: 'When it stops working (ISO 8601, UTC).' }) expiresAt!: string;
  @Field(() => DateTime, { description: 'When it was made (ISO 8601, UTC).' }) createdAt!: string;
  @Field(() => DateTime, { nullable: true, description: 'When it was last used (to the minute), or null.' })
  lastUsedAt!: string | null;
  @Field(() => DateTime, { nullable: true, description: 'When it was revoked, or null.' }) revokedAt!: string | null;
}

@ObjectType({ description: 'A new access token: its text, shown this once and kept nowhere, and its record.' })
export class NewAccessToken {
  @Field(() => String, { description: 'The token (ffpat_...): send it as Authorization: Bearer <token>.' })
  token!: string;
  @Field(() => AccessToken, { description: 'Its record.' }) record!: AccessToken;
}
