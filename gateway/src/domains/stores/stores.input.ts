// The store form's input, and its checks before any upstream call: required fields, lengths,
// coordinates in range, and ids that exist and agree (a city of the region, a channel of the type…).
import 'reflect-metadata';
import { Field, Float, InputType, Int } from 'type-graphql';
import { InputChecks } from '../../platform/graphql/validate.js';
import type { RefName } from '../../platform/reference/reference.rest.js';
import type { LoadedRefs } from '../../platform/reference/reference-data.js';
import type { ParamsOf } from '../../platform/upstream/contract.js';
import { LIMITS } from '../../platform/upstream/limits.gen.js';

@InputType({ description: 'A store as the store form sends it (create, or replace every field on update).' })
export class StoreInput {
  @Field(() => String, { description: 'Unique store code: letters, digits, - and _ (at most 20).' }) code!: string;
  @Field(() => String, { description: 'Store name (at most 100).' }) name!: string;
  @Field(() => String, { nullable: true, description: 'Street address (at most 300).' }) address?: string | null;
  @Field(() => Float, { description: 'Latitude, -90 to 90.' }) latitude!: number;
  @Field(() => Float, { description: 'Longitude, -180 to 180.' }) longitude!: number;
  @Field(() => Int, { description: 'RegionID.' }) regionId!: number;
  @Field(() => Int, { description: 'CityID: a city of the region.' }) cityId!: number;
  @Field(() => Int, { description: 'DistrictID: a district of the city.' }) districtId!: number;
  @Field(() => Int, { description: 'ChannelTypeID.' }) channelTypeId!: number;
  @Field(() => Int, { description: 'ChannelID: a channel of the channel type.' }) channelId!: number;
  @Field(() => Int, { description: 'GradeID.' }) gradeId!: number;
  @Field(() => Int, {
    nullable: true,
    description: "StoreSubGradeID: a sub-grade of the grade; null = the grade's first.",
  })
  subGradeId?: number | null;
  @Field(() => Int, { description: 'StoreTypeID.' }) storeTypeId!: number;
  @Field(() => Boolean, { defaultValue: true, description: 'Active (true) or deactivated (false).' }) active!: boolean;
}

/** The reference lists the checks need. */
export const STORE_INPUT_REFS: RefName[] = [
  'regions',
  'cities',
  'districts',
  'channelTypes',
  'channels',
  'grades',
  'subGrades',
  'storeTypes',
];

export type StoreWriteParams = ParamsOf<'main', 'StoreAdd'>;

/**
 * Where the distributor's stores can be: Bangladesh, with a margin for its border towns. A store pinned
 * elsewhere (0,0 from a form left blank, latitude and longitude swapped) would be drawn and measured wrong
 * on every map and visit distance; the services hold the same bounds.
 */
export const STORE_BOUNDS = { latitude: { min: 20.5, max: 26.7 }, longitude: { min: 88.0, max: 92.7 } } as const;

function checkInCountry(checks: InputChecks, field: 'latitude' | 'longitude', value: number) {
  const { min, max } = STORE_BOUNDS[field];
  if (checks.failed(field)) return;
  if (!(value >= min && value <= max))
    checks.fail(field, `${field} must be inside Bangladesh (${min} to ${max}): ${value} is outside it`);
}

export function checkStoreInput(input: StoreInput, refs: LoadedRefs): StoreWriteParams {
  const checks = new InputChecks();
  const code = checks.text('code', input.code, LIMITS.StoreCode, {
    required: true,
    hint: 'may hold only letters, digits, - and _',
  });
  const name = checks.name('name', input.name, LIMITS.StoreName);
  const address = checks.text('address', input.address, LIMITS.Address);
  checks.number('latitude', input.latitude, LIMITS.Latitude);
  checks.number('longitude', input.longitude, LIMITS.Longitude);
  checkInCountry(checks, 'latitude', input.latitude);
  checkInCountry(checks, 'longitude', input.longitude);
  for (const field of [
    'regionId',
    'cityId',
    'districtId',
    'channelTypeId',
    'channelId',
    'gradeId',
    'storeTypeId',
  ] as const)
    checks.id(field, input[field]);

  // District, sub-grade and store-type names come only from a base that offers them (the description has no
  // list of them): without one, their ids are the distributor's to check.
  const known = (list: 'districts' | 'subGrades' | 'storeTypes') => (refs[list]?.rows.length ?? 0) > 0;
  const exists = (field: string, list: keyof LoadedRefs, id: number, label: string) => {
    if (!checks.failed(field) && !refs[list]?.byId.has(id)) checks.fail(field, `${label} ${id} does not exist`);
  };
  exists('regionId', 'regions', input.regionId, 'Region');
  exists('channelTypeId', 'channelTypes', input.channelTypeId, 'Channel type');
  exists('gradeId', 'grades', input.gradeId, 'Grade');
  if (known('storeTypes')) exists('storeTypeId', 'storeTypes', input.storeTypeId, 'Store type');
  const city = refs.cities?.byId.get(input.cityId);
  if (!checks.failed('cityId') && city?.RegionID !== input.regionId)
    checks.fail('cityId', `City ${input.cityId} is not a city of region ${input.regionId}`);
  const district = refs.districts?.byId.get(input.districtId);
  if (!checks.failed('districtId') && known('districts') && district?.CityID !== input.cityId)
    checks.fail('districtId', `District ${input.districtId} is not a district of city ${input.cityId}`);
  const channel = refs.channels?.byId.get(input.channelId);
  if (!checks.failed('channelId') && channel?.ChannelTypeID !== input.channelTypeId)
    checks.fail('channelId', `Channel ${input.channelId} is not a channel of type ${input.channelTypeId}`);
  const subGradeId = input.subGradeId ?? 0;
  if (subGradeId !== 0 && !known('subGrades'))
    checks.fail('subGradeId', "A store's sub-grade cannot be set on the distributor's services: leave it empty");
  else if (subGradeId !== 0 && refs.subGrades?.byId.get(subGradeId)?.GradeID !== input.gradeId) {
    checks.fail('subGradeId', `Sub-grade ${subGradeId} is not a sub-grade of grade ${input.gradeId}`);
  }
  checks.done();

  return {
    StoreCode: code,
    StoreName: name,
    Address: address,
    Latitude: input.latitude,
    Longitude: input.longitude,
    RegionID: input.regionId,
    CityID: input.cityId,
    DistrictID: input.districtId,
    ChannelTypeID: input.channelTypeId,
    ChannelID: input.channelId,
    GradeID: input.gradeId,
    StoreSubGradeID: subGradeId,
    StoreTypeID: input.storeTypeId,
    ActiveStatus: input.active ? 1 : 0,
  };
}
