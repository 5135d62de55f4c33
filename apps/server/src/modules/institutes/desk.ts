import {
  type ApplicantProfile,
  type decisionRequestSchema,
  type InstituteApplication,
  type InstituteStaffMember,
  type instituteApplicationsQuerySchema,
  type instituteStaffQuerySchema,
  maskAllButLast4,
  type PreferenceStatus,
} from '@portal/shared';
import type { z } from 'zod';
import { issueAdmissionLetter } from '../../db/admission-letters';
import { verificationStatus } from '../../db/admissions';
import type { Db } from '../../db/client';
import { audit } from '../../platform/audit';
import { ApiError, forbidden, notFound } from '../../platform/errors';
import { queueSms } from '../../platform/sms-outbox';
import { STORAGE_KEY_PATTERN } from '../../platform/storage';
import * as repo from './repo';

/**
 * An institute's desk (issue 21 item 4, decision 064): the applications to its own courses, an
 * applicant's verified profile read-only (only an applicant to its courses), and its decisions.
 */

export type DeskUser = { userId: number; ip: string; now: Date };

/** The caller's institute; an institute user without one (never created so) is refused. */
export async function instituteOf(db: Db, userId: number) {
  const institute = await repo.instituteOfUser(db, userId);
  if (!institute) throw forbidden();
  return institute;
}

const nameOf = (u: { firstName: string; middleName: string; lastName: string }) =>
  [u.firstName, u.middleName, u.lastName].filter(Boolean).join(' ');

export async function listApplications(
  db: Db,
  userId: number,
  query: z.output<typeof instituteApplicationsQuerySchema>,
): Promise<{ rows: InstituteApplication[]; total: number }> {
  const institute = await instituteOf(db, userId);
  const { rows, total } = await repo.applicationsTo(db, institute.id, query.status, {
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return {
    total,
    rows: rows.map((r) => ({
      PreferenceID: r.id,
      Rank: r.rank,
      ApplicantID: r.applicantId,
      ProfileID: r.profileId,
      Name: nameOf(r),
      NameMr: r.nameMr,
      CourseCode: r.courseCode,
      CourseName: r.courseName,
      Status: r.status as PreferenceStatus,
      Remark: r.remark,
      SubmittedAt: r.submittedAt.toISOString(),
    })),
  };
}

/** The institute's own staff (decision 067): those who named it at registration, mobile masked. */
export async function listStaff(
  db: Db,
  userId: number,
  query: z.output<typeof instituteStaffQuerySchema>,
): Promise<{ rows: InstituteStaffMember[]; total: number }> {
  const institute = await instituteOf(db, userId);
  const { rows, total } = await repo.staffOf(db, institute.id, {
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return {
    total,
    rows: rows.map((r) => ({
      ProfileID: r.profileId,
      Name: nameOf(r),
      Mobile: maskAllButLast4(r.mobile),
      RegisteredAt: r.createdAt.toISOString(),
    })),
  };
}

/** Sections an institute reads (the bank's is not its business), and the documents they hold. */
const ONE_RECORD_SECTIONS = ['address', 'parent', 'category', 'additional'];
const LIST_SECTIONS = ['qualification', 'training', 'workExperience'];
const DOCUMENT_TYPES = [
  'Photo',
  'Signature',
  'DOBProof',
  'AadhaarCard',
  'LeavingCertificate',
  'DomicileCertificate',
  'CasteCertificate',
  'NCLCertificate',
  'PWDCertificate',
  'QualificationCertificate',
  'TrainingCertificate',
] as const;

/** Keeps a saved record's plain values (no nested data, nothing sealed). */
function plain(data: unknown): Record<string, string | number | boolean | null> {
  if (!data || typeof data !== 'object') return {};
  return Object.fromEntries(
    Object.entries(data as Record<string, unknown>).filter(
      ([key, v]) =>
        !/aadhaar|account|sealed|secret/i.test(key) &&
        (v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'),
    ),
  ) as Record<string, string | number | boolean | null>;
}

/** An applicant to the institute's courses; anyone else is 404 (their existence not revealed). */
async function ownApplicant(db: Db, institute: { id: number }, applicantId: number) {
  if (!(await repo.appliedTo(db, institute.id, applicantId))) throw notFound();
  const user = await repo.applicantUser(db, applicantId);
  if (!user) throw notFound();
  return user;
}

export async function applicantProfile(db: Db, userId: number, applicantId: number): Promise<ApplicantProfile> {
  const institute = await instituteOf(db, userId);
  const user = await ownApplicant(db, institute, applicantId);
  const [sections, items, documents, verification, nameMr] = await Promise.all([
    repo.sectionsOf(db, applicantId, ONE_RECORD_SECTIONS),
    repo.itemsOf(db, applicantId, LIST_SECTIONS),
    repo.uploadsOf(db, applicantId, DOCUMENT_TYPES),
    verificationStatus(db, applicantId),
    repo.latestNameMr(db, applicantId),
  ]);
  const bySection = new Map<string, Record<string, string | number | boolean | null>[]>();
  for (const s of sections) bySection.set(s.section, [plain(s.data)]);
  for (const i of items) bySection.set(i.section, [...(bySection.get(i.section) ?? []), plain(i.data)]);
  return {
    ProfileID: user.profileId,
    Name: nameOf(user),
    NameMr: nameMr,
    Gender: user.genderCode,
    DOB: user.dob,
    Mobile: user.mobile,
    Email: user.email,
    Verification: verification ?? 'none',
    Sections: [...ONE_RECORD_SECTIONS, ...LIST_SECTIONS]
      .filter((name) => bySection.has(name))
      .map((name) => ({ Section: name, Entries: bySection.get(name) ?? [] })),
    Documents: documents.map((d) => ({ FileType: d.fileType, Path: d.path, Name: d.name ?? d.fileType })),
  };
}

/** A document of an applicant to the institute's courses; anything else 404. */
export async function applicantDocument(db: Db, userId: number, applicantId: number, path: string) {
  if (!STORAGE_KEY_PATTERN.test(path)) throw notFound();
  const institute = await instituteOf(db, userId);
  await ownApplicant(db, institute, applicantId);
  const document = (await repo.uploadsOf(db, applicantId, DOCUMENT_TYPES)).find((d) => d.path === path);
  if (!document) throw notFound();
  return document;
}

/**
 * Accepts or rejects a pending preference to the institute's course. Accepting, in one transaction:
 * takes a seat (never beyond the intake), marks it accepted, closes the application's other
 * preferences, sets the application admitted, issues the admission letter and queues the candidate's
 * bilingual SMS. Every decision is audited.
 */
export async function decide(
  db: Db,
  preferenceId: number,
  body: z.output<typeof decisionRequestSchema>,
  { userId, ip, now }: DeskUser,
  codeKey: Buffer,
) {
  const institute = await instituteOf(db, userId);
  return db.transaction(async (tx) => {
    const preference = await repo.preferenceToDecide(tx, preferenceId, institute.id);
    if (!preference) throw notFound();
    if (preference.status !== 'pending' || preference.applicationStatus !== 'submitted')
      throw new ApiError(409, 'admissions.alreadyDecided');
    let referenceNo: string | null = null;
    const status: PreferenceStatus = body.Decision === 'accept' ? 'accepted' : 'rejected';
    if (body.Decision === 'accept') {
      if (!(await repo.takeSeat(tx, institute.id, preference.courseId, preference.academicYear)))
        throw new ApiError(409, 'admissions.intakeFull');
      await repo.decidePreference(tx, preference.id, {
        status,
        remark: body.Remark,
        decidedAt: now,
        decidedBy: userId,
      });
      await repo.closeOthers(tx, preference.applicationId, preference.id, now);
      const letter = await issueAdmissionLetter(tx, { preferenceId: preference.id, now, codeKey });
      referenceNo = letter.referenceNo;
      await queueSms(
        tx,
        {
          mobile: preference.mobile,
          template: 'admitted',
          lang: 'bilingual',
          vars: () => ({
            institute: institute.name,
            course: preference.courseName,
            year: preference.academicYear,
            reference: letter.referenceNo,
          }),
        },
        now,
      );
    } else {
      await repo.decidePreference(tx, preference.id, {
        status,
        remark: body.Remark,
        decidedAt: now,
        decidedBy: userId,
      });
    }
    await audit(tx, { ip }, 'application.decided', {
      userId,
      record: { type: 'application', id: preference.applicationId },
      detail: { preferenceId: preference.id, decision: status, instituteId: institute.id, referenceNo },
      at: now,
    });
    return { PreferenceID: preference.id, Status: status, ReferenceNo: referenceNo };
  });
}
