// The store form's values, their checks (the same rules the gateway applies), and the mapping
// between a listed store, the form and the GraphQL input. Pure.
import type { StoreInput, StoreListQuery } from '../../gql/graphql';
import { LIMITS } from '../../gql/limits.gen';

export type ListedStore = StoreListQuery['stores']['items'][number];

export interface StoreFormValues {
  code: string;
  name: string;
  address: string;
  latitude: string;
  longitude: string;
  regionId: number;
  cityId: number;
  districtId: number;
  channelTypeId: number;
  channelId: number;
  gradeId: number;
  subGradeId: number;
  storeTypeId: number;
  active: boolean;
}

export type StoreFormErrors = Partial<Record<keyof StoreFormValues, string>>;

export const EMPTY_STORE: StoreFormValues = {
  code: '',
  name: '',
  address: '',
  latitude: '',
  longitude: '',
  regionId: 0,
  cityId: 0,
  districtId: 0,
  channelTypeId: 0,
  channelId: 0,
  gradeId: 0,
  subGradeId: 0,
  storeTypeId: 0,
  active: true,
};

export function formFromStore(store: ListedStore): StoreFormValues {
  return {
    code: store.code,
    name: store.name,
    address: store.address,
    latitude: String(store.latitude),
    longitude: String(store.longitude),
    regionId: store.region?.id ?? 0,
    cityId: store.city?.id ?? 0,
    districtId: store.districtId,
    channelTypeId: store.channelType?.id ?? 0,
    channelId: store.channel?.id ?? 0,
    gradeId: store.grade?.id ?? 0,
    subGradeId: store.subGradeId,
    storeTypeId: store.storeTypeId,
    active: store.active,
  };
}

const CODE = new RegExp(LIMITS.StoreCode.pattern);

export function checkStoreForm(values: StoreFormValues): StoreFormErrors {
  const errors: StoreFormErrors = {};
  const code = values.code.trim();
  if (!code) errors.code = 'Code is required';
  else if (code.length > LIMITS.StoreCode.maxLength)
    errors.code = `Code must be at most ${LIMITS.StoreCode.maxLength} characters`;
  else if (!CODE.test(code)) errors.code = 'Code may hold only letters, digits, - and _';
  if (!values.name.trim()) errors.name = 'Name is required';
  else if (values.name.trim().length > LIMITS.StoreName.maxLength)
    errors.name = `Name must be at most ${LIMITS.StoreName.maxLength} characters`;
  if (values.address.trim().length > LIMITS.Address.maxLength)
    errors.address = `Address must be at most ${LIMITS.Address.maxLength} characters`;
  const coordinate = (key: 'latitude' | 'longitude', { minimum, maximum }: { minimum: number; maximum: number }) => {
    const number = Number(values[key]);
    if (values[key].trim() === '' || !Number.isFinite(number) || number < minimum || number > maximum)
      errors[key] = `${key === 'latitude' ? 'Latitude' : 'Longitude'} must be between ${minimum} and ${maximum}`;
  };
  coordinate('latitude', LIMITS.Latitude);
  coordinate('longitude', LIMITS.Longitude);
  const required: [keyof StoreFormValues, string][] = [
    ['regionId', 'Region'],
    ['cityId', 'City'],
    ['districtId', 'District'],
    ['channelTypeId', 'Channel type'],
    ['channelId', 'Channel'],
    ['gradeId', 'Grade'],
    ['storeTypeId', 'Store type'],
  ];
  for (const [key, label] of required) if (!values[key]) errors[key] = `${label} is required`;
  return errors;
}

export function toStoreInput(values: StoreFormValues): StoreInput {
  return {
    code: values.code.trim(),
    name: values.name.trim(),
    address: values.address.trim() || null,
    latitude: Number(values.latitude),
    longitude: Number(values.longitude),
    regionId: values.regionId,
    cityId: values.cityId,
    districtId: values.districtId,
    channelTypeId: values.channelTypeId,
    channelId: values.channelId,
    gradeId: values.gradeId,
    subGradeId: values.subGradeId || null,
    storeTypeId: values.storeTypeId,
    active: values.active,
  };
}

/** The form's fields as a person reads them, for the conflict dialog; `name` reads a select's option. */
export function describeStore(values: StoreFormValues, name: (list: StoreOptionList, id: number) => string) {
  return [
    ['Store code', values.code.trim()],
    ['Store name', values.name.trim()],
    ['Address', values.address.trim()],
    ['Latitude', String(Number(values.latitude))],
    ['Longitude', String(Number(values.longitude))],
    ['Region', name('regions', values.regionId)],
    ['City', name('cities', values.cityId)],
    ['District', name('districts', values.districtId)],
    ['Store type', name('storeTypes', values.storeTypeId)],
    ['Channel type', name('channelTypes', values.channelTypeId)],
    ['Channel', name('channels', values.channelId)],
    ['Grade', name('grades', values.gradeId)],
    ['Sub-grade', name('subGrades', values.subGradeId)],
    ['Active', values.active ? 'yes' : 'no'],
  ] as const;
}

export type StoreOptionList =
  | 'regions'
  | 'cities'
  | 'districts'
  | 'storeTypes'
  | 'channelTypes'
  | 'channels'
  | 'grades'
  | 'subGrades';

/** The gateway's BAD_USER_INPUT `fields` bound to the form's fields. */
export function serverErrors(problems: readonly { field: string; message: string }[]): StoreFormErrors {
  const errors: StoreFormErrors = {};
  for (const problem of problems) {
    if (problem.field in EMPTY_STORE && !errors[problem.field as keyof StoreFormValues])
      errors[problem.field as keyof StoreFormValues] = problem.message;
  }
  return errors;
}
