import { eq } from 'drizzle-orm';
import type { Db } from '../../client';
import { institutesUnderInquiry } from '../../schema';
import { insertMissing } from '../rows';

/**
 * DEMO institutes under inquiry (issue 11 item 3), seeded with SEED_DEMO and marked demo = 1: invented
 * names in real Maharashtra districts (LGD codes of the districts table). The board's officers will
 * open and close inquiries from their console; a deployment deletes the demo rows.
 */
export const DEMO_UNDER_INQUIRY = [
  {
    instituteName: 'Shree Sai Skill Academy (demo)',
    instituteNameMr: 'श्री साई कौशल्य अकादमी (नमुना)',
    districtId: 490, // Pune
    since: '2026-08-15',
  },
  {
    instituteName: 'Vidarbha Technical Training Centre (demo)',
    instituteNameMr: 'विदर्भ तांत्रिक प्रशिक्षण केंद्र (नमुना)',
    districtId: 484, // Nagpur
    since: '2026-09-02',
  },
  {
    instituteName: 'Godavari Paramedical Institute (demo)',
    instituteNameMr: 'गोदावरी पॅरामेडिकल संस्था (नमुना)',
    districtId: 487, // Nashik
    since: '2026-10-10',
  },
  {
    instituteName: 'Konkan Career Institute (demo)',
    instituteNameMr: 'कोकण करिअर संस्था (नमुना)',
    districtId: 497, // Thane
    since: '2026-11-03',
  },
] as const;

/** Seeds the demo rows once (a database that already has demo rows is left as it is). */
export async function seedUnderInquiry(db: Db) {
  const existing = await db
    .select({ id: institutesUnderInquiry.id })
    .from(institutesUnderInquiry)
    .where(eq(institutesUnderInquiry.demo, 1))
    .limit(1);
  if (existing.length > 0) return;
  await insertMissing(
    db,
    institutesUnderInquiry,
    DEMO_UNDER_INQUIRY.map((row) => ({ ...row, demo: 1 })),
  );
}
