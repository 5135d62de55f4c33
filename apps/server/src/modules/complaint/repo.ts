import type { Lang } from '@portal/shared';
import { desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { districts, institutesUnderInquiry } from '../../db/schema';

/** Institutes currently under inquiry (not closed), newest first, named in `lang`. */
export async function openInquiries(db: Db, lang: Lang) {
  const rows = await db
    .select({
      nameEn: institutesUnderInquiry.instituteName,
      nameMr: institutesUnderInquiry.instituteNameMr,
      districtEn: districts.nameEn,
      districtMr: districts.nameMr,
      since: institutesUnderInquiry.since,
    })
    .from(institutesUnderInquiry)
    .innerJoin(districts, eq(districts.id, institutesUnderInquiry.districtId))
    .where(isNull(institutesUnderInquiry.closedOn))
    .orderBy(desc(institutesUnderInquiry.since), institutesUnderInquiry.id)
    .limit(500);
  return rows.map((r) => ({
    InstituteName: lang === 'mr' ? r.nameMr : r.nameEn,
    District: lang === 'mr' ? r.districtMr : r.districtEn,
    Since: r.since,
  }));
}
