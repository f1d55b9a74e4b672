// GraphQL types of brands: the brand and the brand form's input.
import 'reflect-metadata';
import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A brand the distributor carries.', simpleResolvers: true })
export class Brand {
  @Field(() => Int, { description: 'BrandID.' }) id!: number;
  @Field(() => String, { description: 'BrandName.' }) name!: string;
  @Field(() => Boolean, { description: 'Whether the brand is active (ActiveStatus 1).' }) active!: boolean;
}

@InputType({ description: 'A brand as the brand form sends it.' })
export class BrandInput {
  @Field(() => String, { description: 'Brand name, unique regardless of case (at most 100).' }) name!: string;
  @Field(() => Boolean, { defaultValue: true, description: 'Active (true) or deactivated (false).' }) active!: boolean;
}
