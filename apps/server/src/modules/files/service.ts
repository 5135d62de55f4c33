import type { Db } from '../../db/client';
import { STORAGE_AREAS, type Storage } from '../../platform/storage';
import type { DocumentText } from './pdf';
import * as repo from './repo';

/**
 * Documents linked from notices and courses live in the storage's `files` area at the path of their
 * link (`/files/notices/x.pdf` → key `notices/x.pdf`: DATA_DIR/files/notices/x.pdf on disk,
 * `files/notices/x.pdf` in the bucket; decision 051). The board puts real ones there; for a demo
 * notice or course without one, a demo PDF is made from the row on first request and kept
 * (docs/decisions/018-demo-documents.md). Anything else is a 404.
 */

const DEMO_NOTE = {
  en: 'Demo document generated for the demo content of this portal',
  mr: 'या पोर्टलच्या नमुना मजकुरासाठी तयार केलेला नमुना दस्तऐवज',
};

/** Notice HTML (already sanitised, simple markup) → paragraphs and "• " list items. */
export function paragraphsOf(html: string): string[] {
  return html
    .replace(/<li[^>]*>/g, '\n• ')
    .replace(/<\/(p|li|h\d)>|<br\s*\/?>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && line !== '•');
}

async function demoText(db: Db, url: string): Promise<DocumentText | undefined> {
  const notice = await repo.demoNoticeByFile(db, url);
  if (notice) {
    return {
      title: { en: notice.titleEn, mr: notice.titleMr },
      body: { en: paragraphsOf(notice.htmlEn), mr: paragraphsOf(notice.htmlMr) },
      note: DEMO_NOTE,
    };
  }
  const course = await repo.demoCourseByCurriculum(db, url);
  if (!course) return undefined;
  const c = course.course;
  return {
    title: { en: `Model curriculum: ${c.name} (${c.code})`, mr: `आदर्श पाठ्यक्रम: ${c.name} (${c.code})` },
    body: {
      en: [
        `Sector: ${course.sectorEn ?? ''}`,
        `Course type: ${course.categoryEn ?? ''}`,
        `Duration: ${c.durationLabel}`,
        `Entry qualification: ${course.entryEn ?? ''}`,
        `Qualification pack: ${c.qualificationPack}`,
        `Course norms: ${c.courseNorms}`,
      ],
      mr: [
        `क्षेत्र: ${course.sectorMr ?? ''}`,
        `अभ्यासक्रमाचा प्रकार: ${course.categoryMr ?? ''}`,
        `कालावधी: ${c.durationLabelMr}`,
        `प्रवेशासाठी अर्हता: ${course.entryMr ?? ''}`,
        `अर्हता संच (क्वालिफिकेशन पॅक): ${c.qualificationPack}`,
        `अभ्यासक्रम निकष: ${c.courseNormsMr}`,
      ],
    },
    note: DEMO_NOTE,
  };
}

/** One demo document made per key at a time in this process, however many requests ask for it at once. */
const making = new WeakMap<Storage, Map<string, Promise<boolean>>>();

/** Makes and stores the demo document of a demo notice or course; false when the link is not one. */
function makeDemoDocument(db: Db, documents: Storage, key: string): Promise<boolean> {
  const running = making.get(documents) ?? new Map<string, Promise<boolean>>();
  making.set(documents, running);
  const already = running.get(key);
  if (already) return already;
  const work = (async () => {
    const text = await demoText(db, `/files/${key}`);
    if (!text) return false;
    // pdfmake and its fonts are loaded on the first document made, not at every start
    const { renderDocument } = await import('./pdf');
    await documents.put(key, await renderDocument(text));
    return true;
  })().finally(() => running.delete(key));
  running.set(key, work);
  return work;
}

/** The document of a `/files/<key>` link: its name and the stored file, made first if it is a demo one; undefined = 404. */
export async function readDocument(db: Db, documents: Storage, key: string) {
  if (!STORAGE_AREAS.files.test(key)) return undefined;
  const name = key.slice(key.lastIndexOf('/') + 1);
  const stored = await documents.read(key);
  if (stored) return { name, ...stored };
  if (!(await makeDemoDocument(db, documents, key))) return undefined;
  const made = await documents.read(key);
  return made && { name, ...made };
}
