import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courseCategories, courses, entryQualifications, notices, sectors } from '../../db/schema';

/** The demo notice whose document link is `url`, if any. */
export async function demoNoticeByFile(db: Db, url: string) {
  const [notice] = await db
    .select()
    .from(notices)
    .where(and(eq(notices.fileUrl, url), eq(notices.isDemo, true)))
    .limit(1);
  return notice;
}

/** The demo course whose model curriculum link is `url`, with its sector, type and entry names. */
export async function demoCourseByCurriculum(db: Db, url: string) {
  const [course] = await db
    .select({
      course: courses,
      sectorEn: sectors.nameEn,
      sectorMr: sectors.nameMr,
      categoryEn: courseCategories.nameEn,
      categoryMr: courseCategories.nameMr,
      entryEn: entryQualifications.nameEn,
      entryMr: entryQualifications.nameMr,
    })
    .from(courses)
    .leftJoin(sectors, eq(sectors.id, courses.sectorId))
    .leftJoin(courseCategories, eq(courseCategories.id, courses.categoryId))
    .leftJoin(entryQualifications, eq(entryQualifications.id, courses.entryQualificationId))
    .where(and(eq(courses.modelCurriculum, url), eq(courses.isDemo, true)))
    .limit(1);
  return course;
}
