// GraphQL types of brands: the brand with its pictures, and the brand form's input.
import 'reflect-metadata';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { DateTime } from '../../platform/graphql/date-time.js';
import type { Row } from '../../platform/upstream/contract.js';
import type { Relations } from '../reference/reference.relations.js';

export type BrandPictureRow = Row<'BrandPicture'>;
export type BrandRow = Row<'Brand'>;

@ObjectType({ description: "One of a brand's three pictures.", simpleResolvers: true })
export class BrandPicture {
  @Field(() => Int, { description: 'Slot 1, 2 or 3.' }) slot!: number;
  @Field(() => String, {
    description: 'Where the browser fetches it (the gateway, with the session); changes when the picture does.',
  })
  url!: string;
  @Field(() => String, { description: 'image/png, image/jpeg, image/gif or image/webp.' }) contentType!: string;
  @Field(() => Int, { description: 'Size in bytes.' }) size!: number;
  @Field(() => DateTime, { description: 'When it was uploaded (ISO 8601).' }) uploadedAt!: string;
}

@ObjectType({ description: 'A brand the distributor carries.', simpleResolvers: true })
export class Brand {
  @Field(() => Int, { description: 'BrandID.' }) id!: number;
  @Field(() => String, {
    description: 'The version to send back with an update: it changes whenever an editable field does.',
  })
  version!: string;
  @Field(() => String, { description: 'BrandName.' }) name!: string;
  @Field(() => Boolean, { description: 'Whether the brand is active (ActiveStatus 1).' }) active!: boolean;
  @Field(() => [BrandPicture], { description: 'The uploaded pictures, by slot (none, some or all three).' })
  pictures!: BrandPicture[];
}
export const brandRelations: Relations = {};

@InputType({ description: 'A brand as the brand form sends it.' })
export class BrandInput {
  @Field(() => String, { description: 'Brand name, unique regardless of case (at most 100).' }) name!: string;
  @Field(() => Boolean, { defaultValue: true, description: 'Active (true) or deactivated (false).' }) active!: boolean;
}
