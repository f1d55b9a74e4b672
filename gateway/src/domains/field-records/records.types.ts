// GraphQL types of the field records: pictures, transfers, deployments, market activity and issues, trainings.
import { GraphQLLocalDate } from 'graphql-scalars';
import 'reflect-metadata';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTime } from '../../platform/graphql/date-time.js';
import { Brand, brandRelations } from '../brands/brands.types.js';
import { Product, productRelations } from '../products/products.types.js';
import { nested, type Relations, relation } from '../reference/reference.relations.js';
import { Store, storeRelations } from '../stores/stores.types.js';
import { TeamMember, teamMemberRelations } from '../team/team.types.js';

@ObjectType({
  description: 'A named item of a short reference list (picture element, status, training type or model).',
  simpleResolvers: true,
})
export class NamedItem {
  @Field(() => Int, { description: 'The id.' }) id!: number;
  @Field(() => String, { description: 'Display name.' }) name!: string;
}

@ObjectType({ description: 'A store picture taken on a visit.', simpleResolvers: true })
export class StorePicture {
  @Field(() => Int, { description: 'PictureID.' }) id!: number;
  @Field(() => DateTime, { description: 'When it was taken, ISO 8601.' }) takenAt!: string;
  @Field(() => String, { description: 'Where the browser fetches it (the gateway, with the session).' }) url!: string;
  @Field(() => Store, { nullable: true, description: 'The store.' }) store!: Store | null;
  @Field(() => TeamMember, { nullable: true, description: 'Who took it.' }) teamMember!: TeamMember | null;
  @Field(() => Brand, { nullable: true, description: 'The brand it shows.' }) brand!: Brand | null;
  @Field(() => NamedItem, { nullable: true, description: 'What it shows (shelf, display, …).' })
  element!: NamedItem | null;
}
export const storePictureRelations: Relations = {
  store: relation('stores', storeRelations),
  teamMember: relation('members', teamMemberRelations),
  brand: relation('brands', brandRelations),
};

@ObjectType({ description: 'A page of store pictures and how many match.' })
export class StorePicturePage {
  @Field(() => Int, { description: 'Pictures matching the filter, all of them (not only this page).' }) total!: number;
  @Field(() => [StorePicture], { description: 'This page, newest first.' }) items!: StorePicture[];
}

@ObjectType({ description: 'What an e-mail of store pictures carried.' })
export class PicturesSent {
  @Field(() => Int, { description: 'Pictures listed.' }) pictures!: number;
  @Field(() => Int, { description: 'Pictures attached (the first ones, within 2 MB).' }) attached!: number;
  @Field(() => [String], { description: 'Recipients.' }) to!: string[];
  @Field(() => [String], { description: 'Copies.' }) cc!: string[];
}

@ObjectType({ description: 'A product and quantity of a transfer.', simpleResolvers: true })
export class TransferLine {
  @Field(() => Product, { nullable: true, description: 'The product.' }) product!: Product | null;
  @Field(() => Int, { description: 'Units.' }) quantity!: number;
}
export const transferLineRelations: Relations = { product: relation('products', productRelations) };

@ObjectType({ description: 'Products moved from one store to another.', simpleResolvers: true })
export class Transfer {
  @Field(() => Int, { description: 'TransferID.' }) id!: number;
  @Field(() => GraphQLLocalDate, { description: 'YYYY-MM-DD.' }) date!: string;
  @Field(() => Store, { nullable: true, description: 'From.' }) fromStore!: Store | null;
  @Field(() => Store, { nullable: true, description: 'To.' }) toStore!: Store | null;
  @Field(() => TeamMember, { nullable: true, description: 'Who recorded it.' }) teamMember!: TeamMember | null;
  @Field(() => String, { description: 'Requested, In transit, Received or Cancelled.' }) status!: string;
  @Field(() => [TransferLine], {
    description:
      "The products; when the filter names a brand or a manager, only that brand's or the manager's brands'.",
  })
  lines!: TransferLine[];
  @Field(() => Int, { description: 'Units over the products listed in lines.' }) units!: number;
}
export const transferRelations: Relations = {
  fromStore: relation('stores', storeRelations),
  toStore: relation('stores', storeRelations),
  teamMember: relation('members', teamMemberRelations),
  lines: nested(transferLineRelations),
};

@ObjectType({ description: 'A kind of market activity, within a type.', simpleResolvers: true })
export class ActivityCategory {
  @Field(() => Int, { description: 'ActivityCategoryID.' }) id!: number;
  @Field(() => String, { description: 'Display name.' }) name!: string;
  @Field(() => NamedItem, { description: 'The activity type.' }) type!: NamedItem;
}

@ObjectType({ description: 'Something seen or done in the market.', simpleResolvers: true })
export class MarketActivity {
  @Field(() => Int, { description: 'ActivityID.' }) id!: number;
  @Field(() => GraphQLLocalDate, { description: 'YYYY-MM-DD.' }) date!: string;
  @Field(() => Store, { nullable: true, description: 'Where.' }) store!: Store | null;
  @Field(() => TeamMember, { nullable: true, description: 'Who recorded it.' }) teamMember!: TeamMember | null;
  @Field(() => Brand, { nullable: true, description: 'Whose.' }) brand!: Brand | null;
  @Field(() => ActivityCategory, { nullable: true, description: 'What kind.' }) category!: ActivityCategory | null;
  @Field(() => String, { description: 'Note.' }) note!: string;
}
export const marketActivityRelations: Relations = {
  store: relation('stores', storeRelations),
  teamMember: relation('members', teamMemberRelations),
  brand: relation('brands', brandRelations),
};

@ObjectType({ description: 'Equipment or material deployed in a store.', simpleResolvers: true })
export class Deployment {
  @Field(() => Int, { description: 'DeploymentID.' }) id!: number;
  @Field(() => GraphQLLocalDate, { description: 'YYYY-MM-DD.' }) date!: string;
  @Field(() => Store, { nullable: true, description: 'Where.' }) store!: Store | null;
  @Field(() => TeamMember, { nullable: true, description: 'Who.' }) teamMember!: TeamMember | null;
  @Field(() => Brand, { nullable: true, description: 'Whose.' }) brand!: Brand | null;
  @Field(() => String, { description: 'What (gondola end, fridge, …).' }) type!: string;
  @Field(() => NamedItem, { nullable: true, description: 'Status.' }) status!: NamedItem | null;
}
export const deploymentRelations: Relations = {
  store: relation('stores', storeRelations),
  teamMember: relation('members', teamMemberRelations),
  brand: relation('brands', brandRelations),
};

@ObjectType({ description: 'Deployments of one status.', simpleResolvers: true })
export class DeploymentSummaryRow {
  @Field(() => NamedItem, { nullable: true, description: 'The status.' }) status!: NamedItem | null;
  @Field(() => Int, { description: 'Deployments.' }) deployments!: number;
  @Field(() => Int, { description: 'Distinct stores.' }) stores!: number;
}

@ObjectType({ description: 'A problem reported from a store.', simpleResolvers: true })
export class MarketIssue {
  @Field(() => Int, { description: 'IssueID.' }) id!: number;
  @Field(() => GraphQLLocalDate, { description: 'YYYY-MM-DD.' }) date!: string;
  @Field(() => Store, { nullable: true, description: 'Where.' }) store!: Store | null;
  @Field(() => TeamMember, { nullable: true, description: 'Who reported it.' }) teamMember!: TeamMember | null;
  @Field(() => Brand, { nullable: true, description: 'Whose.' }) brand!: Brand | null;
  @Field(() => NamedItem, { description: 'Status.' }) status!: NamedItem;
  @Field(() => String, { description: 'What.' }) title!: string;
}
export const marketIssueRelations: Relations = {
  store: relation('stores', storeRelations),
  teamMember: relation('members', teamMemberRelations),
  brand: relation('brands', brandRelations),
};

/** Whether a training is still to come, on the business's clock. */
export enum TrainingStatus {
  PLANNED = 'PLANNED',
  DONE = 'DONE',
}
registerEnumType(TrainingStatus, {
  name: 'TrainingStatus',
  description: "Whether a training is still to come on the business's clock (BUSINESS_TIME_ZONE).",
  valuesConfig: {
    PLANNED: { description: "Its day is after the business's today." },
    DONE: { description: "Its day is the business's today or before." },
  },
});

@ObjectType({ description: 'A training a team member took or will take.', simpleResolvers: true })
export class Training {
  @Field(() => Int, { description: 'TrainingID.' }) id!: number;
  @Field(() => GraphQLLocalDate, { description: 'YYYY-MM-DD.' }) date!: string;
  @Field(() => TrainingStatus, { description: "PLANNED after the business's today, else DONE." })
  status!: TrainingStatus;
  @Field(() => TeamMember, { nullable: true, description: 'Who.' }) teamMember!: TeamMember | null;
  @Field(() => NamedItem, { nullable: true, description: 'About what.' }) type!: NamedItem | null;
  @Field(() => NamedItem, { nullable: true, description: 'How.' }) model!: NamedItem | null;
  @Field(() => String, { description: 'The trainer.' }) trainer!: string;
  @Field(() => Int, { description: 'Minutes.' }) durationMinutes!: number;
}
export const trainingRelations: Relations = { teamMember: relation('members', teamMemberRelations) };
