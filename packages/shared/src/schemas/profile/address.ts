import { z } from 'zod';
import { CITY_OTHER, INT4_MAX } from '../../constants';
import { asciiDigits } from '../../rules';
import { PINCODE_PATTERN, PLACE_UNSET } from '../../values/places';
import { fieldIssue, optionalText, sectionSchemas } from './common';

/**
 * Addresses (spec part 2 §3 address record, §4, §5): the permanent (P) and correspondence (C) blocks.
 * One block's fields are named by a prefix (`PAddress`, `PStateID`, …, `IsPPincodeCorrect`), so work
 * experience can reuse them with the prefix '' (`Address`, `StateID`, …, `IsPincodeCorrect`).
 */

const placeId = () =>
  z
    .number({ message: 'common.invalidInput' })
    .int({ message: 'common.invalidInput' })
    .min(CITY_OTHER, { message: 'common.invalidInput' })
    .max(INT4_MAX, { message: 'common.invalidInput' })
    .default(PLACE_UNSET);
const flag = (message = 'common.invalidInput') => z.union([z.literal(0), z.literal(1)], { message });

/** The field names of one block, by prefix. */
export const placeNames = <P extends string>(p: P) => ({
  address: `${p}Address` as const,
  state: `${p}StateID` as const,
  district: `${p}DistrictID` as const,
  taluka: `${p}TalukaID` as const,
  city: `${p}CityID` as const,
  otherCity: `${p}OtherCity` as const,
  pincode: `${p}Pincode` as const,
  pincodeCorrect: `Is${p}PincodeCorrect` as const,
});
export type PlaceNames<P extends string> = ReturnType<typeof placeNames<P>>;

type Ids<P extends string> = `${P}StateID` | `${P}DistrictID` | `${P}TalukaID` | `${P}CityID`;
type Texts<P extends string> = `${P}Address` | `${P}OtherCity` | `${P}Pincode`;
export type PlaceShape<P extends string> = { [K in Ids<P>]: ReturnType<typeof placeId> } & {
  [K in Texts<P>]: ReturnType<typeof optionalText>;
} & { [K in `Is${P}PincodeCorrect`]: z.ZodDefault<ReturnType<typeof flag>> };

/** The zod fields of one block (lenient: which are required is the rules' business, `placeRules`). */
export function placeShape<P extends string>(p: P): PlaceShape<P> {
  const n = placeNames(p);
  return {
    [n.address]: optionalText(250),
    [n.state]: placeId(),
    [n.district]: placeId(),
    [n.taluka]: placeId(),
    [n.city]: placeId(),
    [n.otherCity]: optionalText(100),
    // Devanagari digits count as typed (`asciiDigits`, as every pincode field reads them)
    [n.pincode]: optionalText(20).overwrite(asciiDigits),
    [n.pincodeCorrect]: flag().default(0),
  } as PlaceShape<P>;
}

/** One block's values as plain numbers and text. */
export type Place = {
  address: string;
  state: number;
  district: number;
  taluka: number;
  city: number;
  otherCity: string;
  pincode: string;
  pincodeCorrect: 0 | 1;
};
/** Reads one block of a record by its prefix. */
export function placeOf(record: object, p: string): Place {
  const v = record as Record<string, unknown>;
  const n = placeNames(p);
  return {
    address: String(v[n.address] ?? ''),
    state: Number(v[n.state] ?? PLACE_UNSET),
    district: Number(v[n.district] ?? PLACE_UNSET),
    taluka: Number(v[n.taluka] ?? PLACE_UNSET),
    city: Number(v[n.city] ?? PLACE_UNSET),
    otherCity: String(v[n.otherCity] ?? ''),
    pincode: String(v[n.pincode] ?? ''),
    pincodeCorrect: v[n.pincodeCorrect] === 1 ? 1 : 0,
  };
}

const chosen = (id: number) => id > 0;

/**
 * One block's rules (§5): address, 6-digit pincode, state, district, taluka and city required; city
 * Other needs the other-city name.
 */
export function placeRules(record: object, ctx: z.RefinementCtx, p: string) {
  const v = placeOf(record, p);
  const n = placeNames(p);
  if (!v.address) fieldIssue(ctx, n.address, 'address.addressRequired');
  if (!PINCODE_PATTERN.test(v.pincode)) fieldIssue(ctx, n.pincode, 'common.invalidPincode');
  if (!chosen(v.state)) fieldIssue(ctx, n.state, 'address.stateRequired');
  if (!chosen(v.district)) fieldIssue(ctx, n.district, 'address.districtRequired');
  if (!chosen(v.taluka)) fieldIssue(ctx, n.taluka, 'address.talukaRequired');
  if (!chosen(v.city) && v.city !== CITY_OTHER) fieldIssue(ctx, n.city, 'address.cityRequired');
  if (v.city === CITY_OTHER && !v.otherCity) fieldIssue(ctx, n.otherCity, 'address.otherCityRequired');
}

/** What a block's choices make irrelevant: the other-city name unless the city is Other. */
export function placeClean(record: object, p: string) {
  const n = placeNames(p);
  return placeOf(record, p).city === CITY_OTHER ? {} : { [n.otherCity]: '' };
}

const addressFields = z.object({
  ...placeShape('P'),
  IsCAddressSameAsPAddress: flag('profile.selectOption'),
  ...placeShape('C'),
});

const P = placeNames('P');
const C = placeNames('C');
const BLOCK_KEYS = Object.keys(P) as (keyof typeof P)[];

/**
 * Permanent address always required; correspondence too unless it is the same, in which case the
 * permanent block is copied into it (the server stores the copy, §4).
 */
export const addressSchemas = sectionSchemas(
  addressFields,
  (v, ctx) => {
    placeRules(v, ctx, 'P');
    if (v.IsCAddressSameAsPAddress === 0) placeRules(v, ctx, 'C');
  },
  (v) => {
    const permanent = { ...v, ...placeClean(v, 'P') };
    if (v.IsCAddressSameAsPAddress === 1) {
      return {
        ...placeClean(v, 'P'),
        ...Object.fromEntries(BLOCK_KEYS.map((key) => [C[key], permanent[P[key]]])),
      } as Partial<z.output<typeof addressFields>>;
    }
    return { ...placeClean(v, 'P'), ...placeClean(v, 'C') } as Partial<z.output<typeof addressFields>>;
  },
);
export type AddressRecord = z.output<typeof addressSchemas.record>;
export type AddressForm = z.input<typeof addressSchemas.record>;
