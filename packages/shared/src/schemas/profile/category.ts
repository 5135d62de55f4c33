import { z } from 'zod';
import { INT4_MAX } from '../../constants';
import type { UploadFileType } from '../../values/uploads';
import { fieldIssue, sectionSchemas } from './common';

/**
 * Nationality, domicile, religion, caste category, non-creamy layer and disability with their
 * certificates (spec part 2 §2 Category, §3 category record, §4, §5, §9). -1 means not set.
 */

/** India: the only nationality, fixed (§9 default nationality 1). */
export const NATIONALITY_INDIA = 1 as const;
/** Other Backward Classes: the only category asked about the non-creamy layer (§9). */
export const NCL_CATEGORY_ID = 2;
/**
 * Categories that need a caste certificate: 2–6 as the spec lists them, and the VJ/NT group's split
 * ids NT-B, NT-C, NT-D (8–10), which the seeded Master_Category separates from VJ-A (5).
 */
const CASTE_CERTIFICATE_CATEGORY_IDS = [2, 3, 4, 5, 6, 8, 9, 10] as const;
/** The lower bound of each percentage range: 40-50%, 51-60%, … 91-100% (§9). */
export const DISABILITY_PERCENTAGES = [40, 51, 61, 71, 81, 91] as const;
/** Whether the disability certificate is permanent or temporary (to be reassessed) (decision 033). */
export const DISABILITY_TYPES = ['Permanent', 'Temporary'] as const;
/** UDID (Unique Disability ID): the state's two letters and 16 digits. */
const UDID_PATTERN = /^[A-Z]{2}\d{16}$/;

/** A UDID number as typed ('mh 0210 …') in its stored form ('MH0210…'). */
const normalUdid = (value: string) => value.toUpperCase().replace(/\s+/g, '');

export const needsCasteCertificate = (categoryId: number) =>
  (CASTE_CERTIFICATE_CATEGORY_IDS as readonly number[]).includes(categoryId);

const notSet = -1;
/** A master id, or -1 when not chosen. */
const masterId = (message: string) =>
  z.number({ message }).int({ message }).min(notSet, { message }).max(INT4_MAX, { message }).default(notSet);
/** A stored document's path ('' when none). */
const documentPath = () => z.string().trim().max(100, { message: 'common.invalidInput' }).default('');

const categoryFields = z.object({
  NationalityID: z.literal(NATIONALITY_INDIA, { message: 'common.invalidInput' }).default(NATIONALITY_INDIA),
  LeavingCertificatePath: documentPath(),
  IsMHDomiciled: z
    .union([z.literal(1), z.literal(0), z.literal(2), z.literal(notSet)], { message: 'profile.selectOption' })
    .default(notSet),
  DomicileCertificatePath: documentPath(),
  ReligionID: masterId('category.religionRequired'),
  CategoryID: masterId('category.categoryRequired'),
  CasteID: masterId('category.casteInvalid'),
  CasteCertificatePath: documentPath(),
  IsBelongToNCL: z
    .union([z.literal(1), z.literal(0), z.literal(notSet)], { message: 'profile.selectOption' })
    .default(notSet),
  NCLCertificatePath: documentPath(),
  IsBelongToPWD: z
    .union([z.literal(1), z.literal(0), z.literal(notSet)], { message: 'profile.selectOption' })
    .default(notSet),
  DisabilityPercentage: z
    .number({ message: 'category.disabilityPercentageRequired' })
    .refine((p) => p === notSet || (DISABILITY_PERCENTAGES as readonly number[]).includes(p), {
      message: 'category.disabilityPercentageRequired',
    })
    .default(notSet),
  DisabilityID: masterId('category.disabilityRequired'),
  DisabilityType: z
    .union([z.enum(DISABILITY_TYPES), z.literal('')], { message: 'category.disabilityTypeRequired' })
    .default(''),
  UniqueDisabilityIDNo: z.string().trim().max(30, { message: 'category.udidInvalid' }).default(''),
  PWDCertificatePath: documentPath(),
});

/**
 * §5: religion and category required; leaving certificate always; domicile certificate when
 * domiciled; caste certificate for CASTE_CERTIFICATE_CATEGORY_IDS; NCL answer for OBC and its
 * certificate when Yes; with a disability its percentage, category, type, UDID and certificate.
 * A saved path in the record satisfies a certificate. What a choice makes irrelevant is blanked (its
 * file is then released by the server, docs/decisions/031).
 */
export const categorySchemas = sectionSchemas(
  categoryFields,
  (v, ctx) => {
    if (v.IsMHDomiciled === notSet) fieldIssue(ctx, 'IsMHDomiciled', 'profile.selectOption');
    if (v.IsBelongToPWD === notSet) fieldIssue(ctx, 'IsBelongToPWD', 'profile.selectOption');
    if (!v.LeavingCertificatePath) fieldIssue(ctx, 'LeavingCertificatePath', 'category.leavingCertificateRequired');
    if (v.IsMHDomiciled === 1 && !v.DomicileCertificatePath)
      fieldIssue(ctx, 'DomicileCertificatePath', 'category.domicileCertificateRequired');
    if (v.ReligionID < 1) fieldIssue(ctx, 'ReligionID', 'category.religionRequired');
    if (v.CategoryID < 1) fieldIssue(ctx, 'CategoryID', 'category.categoryRequired');
    if (needsCasteCertificate(v.CategoryID) && !v.CasteCertificatePath)
      fieldIssue(ctx, 'CasteCertificatePath', 'category.casteCertificateRequired');
    if (v.CategoryID === NCL_CATEGORY_ID) {
      if (v.IsBelongToNCL === notSet) fieldIssue(ctx, 'IsBelongToNCL', 'profile.selectOption');
      if (v.IsBelongToNCL === 1 && !v.NCLCertificatePath)
        fieldIssue(ctx, 'NCLCertificatePath', 'category.nclCertificateRequired');
    }
    if (v.IsBelongToPWD === 1) {
      if (v.DisabilityPercentage === notSet)
        fieldIssue(ctx, 'DisabilityPercentage', 'category.disabilityPercentageRequired');
      if (v.DisabilityID < 1) fieldIssue(ctx, 'DisabilityID', 'category.disabilityRequired');
      if (!v.DisabilityType) fieldIssue(ctx, 'DisabilityType', 'category.disabilityTypeRequired');
      if (!v.UniqueDisabilityIDNo) fieldIssue(ctx, 'UniqueDisabilityIDNo', 'category.udidRequired');
      else if (!UDID_PATTERN.test(normalUdid(v.UniqueDisabilityIDNo)))
        fieldIssue(ctx, 'UniqueDisabilityIDNo', 'category.udidInvalid');
      if (!v.PWDCertificatePath) fieldIssue(ctx, 'PWDCertificatePath', 'category.pwdCertificateRequired');
    }
  },
  (v) => ({
    NationalityID: NATIONALITY_INDIA,
    UniqueDisabilityIDNo: normalUdid(v.UniqueDisabilityIDNo),
    ...(v.IsMHDomiciled === 1 ? {} : { DomicileCertificatePath: '' }),
    ...(v.CategoryID < 1 ? { CasteID: notSet } : {}),
    ...(needsCasteCertificate(v.CategoryID) ? {} : { CasteCertificatePath: '' }),
    ...(v.CategoryID === NCL_CATEGORY_ID ? {} : { IsBelongToNCL: notSet as typeof v.IsBelongToNCL }),
    ...(v.CategoryID === NCL_CATEGORY_ID && v.IsBelongToNCL === 1 ? {} : { NCLCertificatePath: '' }),
    ...(v.IsBelongToPWD === 1
      ? {}
      : {
          DisabilityPercentage: notSet,
          DisabilityID: notSet,
          DisabilityType: '' as const,
          UniqueDisabilityIDNo: '',
          PWDCertificatePath: '',
        }),
  }),
);
export type CategoryRecord = z.output<typeof categorySchemas.record>;
export type CategoryForm = z.input<typeof categorySchemas.record>;

/** The certificate fields of the record and the upload type of each (UPLOAD_RULES: PDF, 5 MB). */
export const CATEGORY_DOCUMENTS = {
  LeavingCertificatePath: 'LeavingCertificate',
  DomicileCertificatePath: 'DomicileCertificate',
  CasteCertificatePath: 'CasteCertificate',
  NCLCertificatePath: 'NCLCertificate',
  PWDCertificatePath: 'PWDCertificate',
} as const satisfies Partial<Record<keyof CategoryRecord, UploadFileType>>;
