import { z } from 'zod';
import { INT4_MAX, NOTICE_CATEGORIES, SCHEME_PICTOGRAMS, USER_TYPE_IDS } from '../constants';
import { asciiDigits, profileIdPattern } from '../rules';
import { langQuery, masterListResponseSchema, regionIdQuery } from './common';

/** Shell, menu, notices, home content and lookups (API.md "Shell, menu, notices, lookups"). */

export type MenuNode = { label: string; link: string; className?: string; dropdown?: MenuNode[] };
export const menuNodeSchema: z.ZodType<MenuNode> = z.lazy(() =>
  z.object({
    label: z.string(),
    link: z.string(),
    className: z.string().optional(),
    dropdown: z.array(menuNodeSchema).optional(),
  }),
);
export const defaultMenuQuerySchema = z.object({ lang: langQuery });
export const defaultMenuResponseSchema = z.array(menuNodeSchema);

export const userMenuQuerySchema = z.object({
  RegionID: regionIdQuery,
  UserTypeID: z.coerce
    .number()
    .refine((v) => (USER_TYPE_IDS as number[]).includes(v), { message: 'common.invalidInput' }),
  UserLoginID: z.string().regex(profileIdPattern, { message: 'common.invalidInput' }),
  lang: langQuery,
});
export const menuItemSchema = z.object({
  MenuID: z.number(),
  ParentMenuID: z.number(),
  LinkName: z.string(),
  LinkURL: z.string(),
  CSSClass: z.string().nullable(),
});
export type MenuItem = z.infer<typeof menuItemSchema>;
export const userMenuResponseSchema = z.object({
  Status: z.literal('Success'),
  Data: z.array(menuItemSchema),
});

const categoryIds = NOTICE_CATEGORIES.map((c) => c.id) as number[];
export const noticesQuerySchema = z.object({
  RegionID: regionIdQuery,
  NotificationCategoryID: z.coerce
    .number({ message: 'common.invalidCategory' })
    .refine((v) => categoryIds.includes(v), { message: 'common.invalidCategory' }),
  lang: langQuery,
});
export const noticeSchema = z.object({
  NotificationID: z.number(),
  NotificationTitle: z.string(),
  TextContent: z.string(),
  FileContentURL: z.string().nullable(),
  DisplayNewImage: z.union([z.literal(0), z.literal(1)]),
});
export type Notice = z.infer<typeof noticeSchema>;
export const noticesResponseSchema = z.object({ Status: z.literal('Success'), Data: z.array(noticeSchema) });

export const homeContentQuerySchema = z.object({ lang: langQuery });

/** GET /api/Home/lastUpdated: the day in India the portal's public content last changed (the footer, GIGW). */
export const siteUpdatedSchema = z.object({
  Status: z.literal('Success'),
  Data: z.object({ UpdatedOn: z.iso.date().nullable() }),
});
const link = z.object({ title: z.string(), url: z.string() });
export const homeContentSchema = z.object({
  ticker: z.array(z.string()),
  dignitaries: z.array(z.object({ name: z.string(), title: z.string(), initials: z.string() })),
  videos: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      thumbnail: z.string(),
      isRemoved: z.boolean(),
      videoUrl: z.string(),
      platform: z.string(),
    }),
  ),
  higherEducation: z.array(link.extend({ description: z.string(), circularUrl: z.string() })),
  schemes: z.array(
    z.object({ name: z.string(), logoText: z.string(), pictogram: z.enum(SCHEME_PICTOGRAMS), url: z.string() }),
  ),
  entrepreneurship: z.array(link.extend({ description: z.string() })),
  statistics: z.array(z.object({ key: z.string(), value: z.number(), label: z.string() })),
});
export type HomeContent = z.infer<typeof homeContentSchema>;

/** Lookups whose only parameter is the language. */
export const langOnlyQuerySchema = z.object({ lang: langQuery });
export const securityQuestionsResponseSchema = z.array(z.object({ Id: z.number(), Question: z.string() }));
export const gendersResponseSchema = z.array(z.object({ GenderCode: z.string(), Gender: z.string() }));
export const bloodGroupsResponseSchema = z.array(z.object({ BloodGroupID: z.number(), BloodGroup: z.string() }));
export const languagesResponseSchema = z.array(z.object({ LanguageID: z.number(), LanguageName: z.string() }));

export const masterTableQuerySchema = z.object({
  TableName: z.string().max(64),
  DataValueField: z.string().max(64).optional(),
  DataTextField: z.string().max(64).optional(),
  HasSelect: z.enum(['true', 'false']).optional(),
  lang: langQuery,
});
export { masterListResponseSchema };

const idQuery = (message = 'common.invalidInput') =>
  z.coerce.number({ message }).int({ message }).min(1, { message }).max(INT4_MAX, { message });
export const districtQuerySchema = z.object({ StateID: idQuery(), lang: langQuery });
export const talukaQuerySchema = z.object({ DistrictID: idQuery(), lang: langQuery });
export const cityQuerySchema = z.object({ TalukaID: idQuery(), lang: langQuery });
export const casteQuerySchema = z.object({ CategoryID: idQuery().optional(), lang: langQuery });
export const qualificationQuerySchema = z.object({
  QualificationGroup: z.enum(['S', 'B'], { message: 'common.invalidInput' }),
  lang: langQuery,
});
export const qualificationResponseSchema = z.object({
  Status: z.literal('Success'),
  Data: z.array(z.object({ Value: z.number(), Text: z.string() })),
  Message: z.string(),
});
export const pincodeQuerySchema = z.object({
  Pincode: z
    .string()
    .trim()
    .overwrite(asciiDigits)
    .regex(/^\d{6}$/, { message: 'common.invalidPincode' }),
});
export const pincodeResponseSchema = z.object({
  Status: z.literal('Success'),
  Data: z.object({ StateID: z.number(), DistrictID: z.number(), TalukaID: z.number(), CityID: z.number() }),
});
export const regionDistrictsResponseSchema = z.array(z.object({ districtID: z.number(), district: z.string() }));
