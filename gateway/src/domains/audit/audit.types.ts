// GraphQL types of the audit trail: one entry, a page of them, and the filter.
import 'reflect-metadata';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { DateTime } from '../../platform/graphql/date-time.js';

@ObjectType({ description: 'One change a member made through the product. Entries are never changed or removed.' })
export class AuditEntry {
  @Field(() => Int, { description: 'The entry: newer entries have larger ids.' }) id!: number;
  @Field(() => DateTime, { description: 'When the change was made (ISO 8601, UTC).' }) at!: string;
  @Field(() => Int, { description: 'TeamMemberID of who made it.' }) memberId!: number;
  @Field(() => String, { description: 'Their name at the time.' }) memberName!: string;
  @Field(() => String, { description: 'The mutation that made it (updateStore, updatePermission, ...).' })
  operation!: string;
  @Field(() => String, { description: "What was changed: 'store', 'brand', 'permission', 'store-mapping', ..." })
  recordKind!: string;
  @Field(() => String, { description: "The changed record's id ('' for a change of many, named in after)." })
  recordId!: string;
  @Field(() => String, {
    nullable: true,
    description: 'The record before the change (JSON), when the gateway read it to check its version.',
  })
  before!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The record after the change as the base answered it, else what was sent (JSON). Never a password.',
  })
  after!: string | null;
  @Field(() => String, { description: 'The request that made the change (X-Request-Id), to find it in the logs.' })
  requestId!: string;
}

@ObjectType({
  description: 'One page of the audit trail, newest first, and how many entries match.',
  simpleResolvers: true,
})
export class AuditPage {
  @Field(() => Int, { description: 'Entries matching the filter, over all pages.' }) total!: number;
  @Field(() => [AuditEntry], { description: 'The entries of this page, newest first.' }) items!: AuditEntry[];
}

@InputType({ description: 'Which entries of the audit trail to list (null = all).' })
export class AuditFilter {
  @Field(() => Int, { nullable: true, description: 'TeamMemberID of who made the change.' }) memberId?: number | null;
  @Field(() => String, { nullable: true, description: "The record kind ('store', 'brand', ...)." })
  recordKind?: string | null;
  @Field(() => String, { nullable: true, description: "The record's id (with recordKind)." }) recordId?: string | null;
  @Field(() => String, { nullable: true, description: 'Changes at or after this instant (ISO 8601).' })
  from?: string | null;
  @Field(() => String, { nullable: true, description: 'Changes before this instant (ISO 8601).' }) to?: string | null;
}
