import { z } from 'zod';
import { CITY_OTHER } from '../../constants';
import { PINCODE_PATTERN, PLACE_UNSET } from '../../values/places';
import { placeClean, placeNames, placeOf, placeShape } from './address';
import { checkPeriod, dateText, extendFields, fieldIssue, optionalText, userIdRule } from './common';
import { listSchemas } from './list';

/**
 * Work experience (spec part 2 §3 work experience, §4, §5, §8). The establishment's address is an
 * address block with the prefix '' (`Address`, `Pincode`, `StateID`, …, `IsPincodeCorrect`). "No" is
 * saved as one 'No Experience' entry (`NoExperience: 1`), which replaces every other entry; adding an
 * experience removes it.
 */
const workExperienceFields = z.object({
  NoExperience: z.union([z.literal(0), z.literal(1)]).default(0),
  EstablishmentName: optionalText(150),
  ...placeShape(''),
  JobRole: optionalText(100),
  FromDate: dateText(),
  ToDate: dateText(),
  /** Rupees a month, as typed (a number sent by an API client is taken as its text). */
  SalaryPerMonth: z.coerce.string().trim().max(50, { message: 'work.salaryNumber' }).default(''),
});

/** A monthly salary: whole rupees, or with paise (2 decimals). */
export const SALARY_PATTERN = /^\d{1,9}(\.\d{1,2})?$/;

const place = placeNames('');
const chosen = (id: number) => id > 0;

export const workExperienceSchemas = listSchemas(
  workExperienceFields,
  'WorkExperienceRowID',
  (v, ctx) => {
    if (v.NoExperience === 1) return;
    if (!v.EstablishmentName) fieldIssue(ctx, 'EstablishmentName', 'work.establishmentRequired');
    // the address block's fields ('{label} is required', §5; the pincode in this step's words)
    const p = placeOf(v, '');
    if (!p.address) fieldIssue(ctx, place.address, 'address.addressRequired');
    if (!p.pincode) fieldIssue(ctx, place.pincode, 'work.pincodeRequired');
    else if (!PINCODE_PATTERN.test(p.pincode)) fieldIssue(ctx, place.pincode, 'work.pincodeDigits');
    if (!chosen(p.state)) fieldIssue(ctx, place.state, 'address.stateRequired');
    if (!chosen(p.district)) fieldIssue(ctx, place.district, 'address.districtRequired');
    if (!chosen(p.taluka)) fieldIssue(ctx, place.taluka, 'address.talukaRequired');
    if (!chosen(p.city) && p.city !== CITY_OTHER) fieldIssue(ctx, place.city, 'address.cityRequired');
    if (p.city === CITY_OTHER && !p.otherCity) fieldIssue(ctx, place.otherCity, 'address.otherCityRequired');
    if (!v.JobRole) fieldIssue(ctx, 'JobRole', 'work.jobRoleRequired');
    checkPeriod(
      ctx,
      { from: v.FromDate, to: v.ToDate },
      {
        fromField: 'FromDate',
        toField: 'ToDate',
        fromRequired: 'work.fromRequired',
        toRequired: 'work.toRequired',
        order: 'work.toBeforeFrom',
      },
    );
    if (!v.SalaryPerMonth) fieldIssue(ctx, 'SalaryPerMonth', 'work.salaryRequired');
    else if (!SALARY_PATTERN.test(v.SalaryPerMonth)) fieldIssue(ctx, 'SalaryPerMonth', 'work.salaryNumber');
  },
  (v) =>
    v.NoExperience === 1
      ? {
          EstablishmentName: 'No Experience',
          [place.address]: '',
          [place.pincode]: '',
          [place.pincodeCorrect]: 0 as const,
          [place.state]: PLACE_UNSET,
          [place.district]: PLACE_UNSET,
          [place.taluka]: PLACE_UNSET,
          [place.city]: PLACE_UNSET,
          [place.otherCity]: '',
          JobRole: '',
          FromDate: '',
          ToDate: '',
          SalaryPerMonth: '',
        }
      : (placeClean(v, '') as { OtherCity?: string }),
);
export type WorkExperienceEntry = z.output<typeof workExperienceSchemas.item>;
export type WorkExperienceForm = z.input<typeof workExperienceSchemas.item>;

/**
 * The list as read: each entry with its row id and its places' names in the caller's language (spec
 * §3: `StateID` and `State`, …; '' for none, City 'Other' gives the other-city name).
 */
export const workExperienceListResponse = z.object({
  Status: z.literal('Success'),
  Data: z.array(
    extendFields(workExperienceFields, {
      WorkExperienceRowID: userIdRule(),
      State: z.string(),
      District: z.string(),
      Taluka: z.string(),
      City: z.string(),
    }),
  ),
});
export type WorkExperienceRow = z.output<typeof workExperienceListResponse>['Data'][number];
