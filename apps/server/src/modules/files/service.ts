import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../db/client';
import { type DocumentText, renderDocument } from './pdf';
import * as repo from './repo';

/**
 * Documents linked from notices and courses live under DATA_DIR/files at the path of their link
 * (`/files/notices/x.pdf` → DATA_DIR/files/notices/x.pdf). The board puts real ones there; for a
 * demo notice or course without one, a demo PDF is made from the row on first request and kept
 * (docs/decisions/018-demo-documents.md). Anything else is a 404.
 */
export const FILE_PATH = /^(?:[a-z0-9-]+\/)+[A-Za-z0-9][A-Za-z0-9._-]*\.pdf$/;

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

/** One generation per path at a time, however many requests ask for it at once. */
const pending = new Map<string, Promise<string | undefined>>();

/** The file on disk for a `/files/<relative>` link, made first if it is a demo document; undefined = 404. */
export function documentFile(db: Db, dataDir: string, relative: string): Promise<string | undefined> {
  if (!FILE_PATH.test(relative)) return Promise.resolve(undefined);
  const file = path.join(dataDir, 'files', relative);
  const key = file;
  const running = pending.get(key);
  if (running) return running;
  const work = (async () => {
    if (fs.existsSync(file)) return file;
    const text = await demoText(db, `/files/${relative}`);
    if (!text) return undefined;
    const bytes = await renderDocument(text);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const temporary = `${file}.${process.pid}.tmp`;
    await fs.promises.writeFile(temporary, bytes);
    await fs.promises.rename(temporary, file);
    return file;
  })().finally(() => pending.delete(key));
  pending.set(key, work);
  return work;
}

/** A document's name, size, modification time and bytes (a stream); undefined = 404. */
export async function readDocument(db: Db, dataDir: string, relative: string) {
  const file = await documentFile(db, dataDir, relative);
  if (!file) return undefined;
  const stat = await fs.promises.stat(file);
  return { name: path.basename(file), size: stat.size, modified: stat.mtime, content: fs.createReadStream(file) };
}
