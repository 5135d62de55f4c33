import { PROFILE_STEPS, type ProfileStep } from '@portal/shared';
import { asc, eq } from 'drizzle-orm';
import { SECTION_STEPS } from './admissions';
import type { Db } from './client';
import { profileFieldReviews, profileItems, profileSections } from './schema';
import { userById } from './users';

/**
 * What an officer reviews in a submitted profile (step 10, decision 063), and what the person sees on
 * the check-your-answers page: every field and document by step, keyed as `profile_field_reviews`
 * keys them. A one-record section's fields are `<section>.<Field>`, the account's own fields
 * `primary.<Field>`, a list entry `<section>.<entry id>` (its fields as one line) and a document of an
 * entry `<section>.<entry id>.<Field>`. Sealed values (`…Sealed`) are never shown; the masked ones are.
 */

export type ReviewItemData = { field: string; value: string; document: boolean };
export type ReviewSection = { step: ProfileStep; items: ReviewItemData[] };

/** A stored upload's key (platform/storage.ts's uploads area): such a value is a document. */
const UPLOAD_KEY = /^[0-9a-f]{32}\.(jpg|png|pdf)$/;
const isDocument = (value: unknown): value is string => typeof value === 'string' && UPLOAD_KEY.test(value);
/** Keys that are not the person's answers: sealed secrets and the envelope. */
const hidden = (key: string) =>
  key.endsWith('Sealed') || /^(CandidateID|StaffID|UserLoginID|PageCode|IPAddress)$/.test(key);
const FIELD_KEY = /^[A-Za-z0-9]{1,40}$/;

const text = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : Array.isArray(value)
      ? value.map(text).join(', ')
      : typeof value === 'object'
        ? Object.entries(value)
            .map(([k, v]) => `${k}: ${text(v)}`)
            .join('; ')
        : String(value);

/** A record's fields and documents, under a prefix; keys that cannot name a field are left out. */
function recordItems(prefix: string, data: unknown): ReviewItemData[] {
  if (!data || typeof data !== 'object') return [];
  return Object.entries(data)
    .filter(([key]) => !hidden(key) && FIELD_KEY.test(key))
    .filter(([, value]) => value !== '' && value !== null && value !== undefined)
    .map(([key, value]) => ({ field: `${prefix}.${key}`, value: text(value), document: isDocument(value) }));
}

/** A list entry: one item for its fields, one per document. */
function entryItems(section: string, id: number, data: unknown): ReviewItemData[] {
  const fields = data && typeof data === 'object' ? Object.entries(data) : [];
  const plain = fields.filter(([key, value]) => !hidden(key) && !isDocument(value) && value !== '' && value !== null);
  return [
    { field: `${section}.${id}`, value: plain.map(([k, v]) => `${k}: ${text(v)}`).join('; '), document: false },
    ...fields
      .filter(([key, value]) => isDocument(value) && FIELD_KEY.test(key))
      .map(([key, value]) => ({ field: `${section}.${id}.${key}`, value: String(value), document: true })),
  ];
}

/** Every reviewable item of a person's profile, by step in the wizard's order (steps 1–9). */
export async function reviewSections(db: Db, userId: number): Promise<ReviewSection[]> {
  const [user, sections, items] = await Promise.all([
    userById(db, userId),
    db.select().from(profileSections).where(eq(profileSections.userId, userId)),
    db
      .select()
      .from(profileItems)
      .where(eq(profileItems.userId, userId))
      .orderBy(asc(profileItems.section), asc(profileItems.id)),
  ]);
  const byStep = new Map<ProfileStep, ReviewItemData[]>();
  const add = (step: ProfileStep | undefined, found: ReviewItemData[]) => {
    if (step) byStep.set(step, [...(byStep.get(step) ?? []), ...found]);
  };
  if (user) {
    add(
      'Primary',
      recordItems('primary', {
        FirstName: user.firstName,
        MiddleName: user.middleName,
        LastName: user.lastName,
        DOB: user.dob,
        Gender: user.genderCode,
        Email: user.email,
        MobileNo: user.mobile,
        AltMobileNo: user.altMobile,
        Photo: user.photoPath,
        Signature: user.signPath,
        DOBProof: user.dobProofPath,
        AadhaarCard: user.aadhaarFilePath,
      }),
    );
  }
  for (const row of sections) add(SECTION_STEPS[row.section], recordItems(row.section, row.data));
  for (const row of items) add(SECTION_STEPS[row.section], entryItems(row.section, row.id, row.data));
  return PROFILE_STEPS.slice(0, 9).map(({ step }) => ({ step, items: byStep.get(step) ?? [] }));
}

/** The upload keys a profile holds (the documents an officer may open). */
export const documentsOf = (sections: ReviewSection[]) =>
  new Set(sections.flatMap((s) => s.items.filter((i) => i.document).map((i) => i.value)));

/** The items with the officer's last marks (verdict and remark; null and '' where none). */
export async function markedSections(db: Db, userId: number) {
  const [sections, marks] = await Promise.all([
    reviewSections(db, userId),
    db.select().from(profileFieldReviews).where(eq(profileFieldReviews.userId, userId)),
  ]);
  const byField = new Map(marks.map((m) => [m.field, m]));
  return sections.map((s) => ({
    step: s.step,
    items: s.items.map((item) => {
      const mark = byField.get(item.field);
      return {
        ...item,
        verdict: (mark?.verdict ?? null) as 'verified' | 'returned' | null,
        remark: mark?.remark ?? '',
      };
    }),
  }));
}
