import { type Lang, PAGE_SLUGS, type PageBlock, type PageSlug } from '@portal/shared';
import MiniSearch, { type SearchOptions } from 'minisearch';
import type { Db } from '../../db/client';
import districtData from '../../db/seed/data/maharashtra-districts.json' with { type: 'json' };
import { type ChatbotContent, chatbotContent } from './repo';
import { excerpt, htmlText, normalise, term, words } from './text';

/**
 * The chatbot's knowledge: MiniSearch indexes (BM25 ranking, fuzzy and prefix matching) over the FAQ,
 * the information pages (one document per section), the active notices, district names and course
 * names, built from the database on first use and again after REBUILD_MS, so content edits reach the
 * answers within minutes. Memory stays bounded at any data scale: courses are indexed by their base
 * name ("Electrician – Domestic" for all its levels and versions), each with at most a few ids.
 */

/** Content is re-read this long after the last build (on the next question). */
const REBUILD_MS = 5 * 60_000;
/** Course ids kept per base name: enough to find one offered in a district. */
const IDS_PER_COURSE = 6;

/** Where each information page is shown in the web app (apps/web/src/app/screen-routes.tsx). */
export const PAGE_PATHS: Record<PageSlug, string> = {
  'about-board': '/about/board',
  vision: '/board/vision',
  mission: '/board/mission',
  values: '/board/values',
  objectives: '/board/objectives',
  goals: '/board/goals',
  'governing-council': '/board/governing-council',
  contact: '/contact',
  'unauthorized-institutes': '/unauthorized',
  'employee-development': '/employee-development',
  'accessibility-statement': '/accessibility-statement',
  'privacy-policy': '/privacy-policy',
  'terms-of-use': '/terms-of-use',
};
const isPageSlug = (slug: string): slug is PageSlug => (PAGE_SLUGS as readonly string[]).includes(slug);

/** A ticker document is one line of the home page's news ticker. */
export type DocKind = 'faq' | 'page' | 'notice' | 'ticker';
export type Doc = {
  /** `<key>:<lang>`. */
  id: string;
  /** The same for a document's English and Marathi versions (a FAQ, a page section, a notice). */
  key: string;
  kind: DocKind;
  /** FAQ question, page title (and section heading), notice title. */
  title: string;
  text: string;
  href: string;
  /** What the answer says: the FAQ's answer, the section's text, the notice's text. */
  body: string;
  /** The title of the cited source: the FAQ question, the page's title, the notice's title. */
  sourceTitle: string;
};

/** Terms of a field as indexed and searched (the same function both ways). */
const tokenize = (text: string) => words(text);
const processTerm = (word: string) => term(word);

/** Fuzzy only for longer words: a one-letter slip in "need" must not find Beed. */
const fuzzyFrom =
  (length: number, fraction: number): SearchOptions['fuzzy'] =>
  (t) =>
    [...t].length >= length ? fraction : false;

function docIndex() {
  return new MiniSearch<Doc>({
    fields: ['title', 'text'],
    storeFields: ['key'],
    tokenize,
    processTerm,
    searchOptions: {
      boost: { title: 2 },
      fuzzy: fuzzyFrom(6, 0.2),
      prefix: (t) => [...t].length >= 5,
      combineWith: 'OR',
      // A FAQ is written to be an answer; a notice is news.
      boostDocument: (_id, _term, stored) => {
        const kind = String(stored?.key).split(':')[0];
        return kind === 'faq' ? 1.4 : kind === 'notice' ? 0.9 : 1;
      },
    },
  });
}

function blockText(block: PageBlock): string {
  switch (block.type) {
    case 'p':
    case 'h2':
      return block.text;
    case 'ul':
      return block.items.join('; ');
    case 'table':
      return block.rows.map((row) => row.join(': ')).join('; ');
    case 'links':
      return block.items.map((item) => item.text).join('; ');
  }
}

/** One document per section (the blocks under a heading) of a page in one language. */
function pageDocs(slug: PageSlug, title: string, blocks: PageBlock[], lang: Lang): Doc[] {
  const docs: Doc[] = [];
  let heading = '';
  let parts: string[] = [];
  const flush = () => {
    if (parts.length === 0) return;
    const text = parts.join(' ');
    const key = `page:${slug}:${docs.length}`;
    docs.push({
      id: `${key}:${lang}`,
      key,
      kind: 'page',
      title: heading ? `${title} ${heading}` : title,
      text,
      href: PAGE_PATHS[slug],
      body: `${title}${heading ? ` – ${heading}` : ''}: ${excerpt(text)}`,
      sourceTitle: title,
    });
    parts = [];
  };
  for (const block of blocks) {
    if (block.type === 'h2') {
      flush();
      heading = block.text;
    } else parts.push(blockText(block));
  }
  flush();
  return docs;
}

export type District = { id: number; nameEn: string; nameMr: string };
export type Course = { name: string; ids: number[] };

/** A course's name without its level or version: "Fitter – Piping (Level 3), Version 2.0" → "Fitter – Piping". */
const baseCourseName = (name: string) =>
  name
    .replace(/,\s*Version\s+[\d.]+$/i, '')
    .replace(/\s*(\((Level\s+\d+|Advanced)\)|–\s*Level\s+\d+)$/i, '')
    .trim();

export type Knowledge = ReturnType<typeof buildKnowledge>;

export function buildKnowledge(content: ChatbotContent) {
  const docs = { en: docIndex(), mr: docIndex() };
  /** Each document by key, per language: a hit in one language is answered from the other's version. */
  const byKey = { en: new Map<string, Doc>(), mr: new Map<string, Doc>() };
  const add = (lang: Lang, doc: Doc) => {
    docs[lang].add(doc);
    byKey[lang].set(doc.key, doc);
  };
  for (const faq of content.faqRows) {
    for (const lang of ['en', 'mr'] as const) {
      const question = lang === 'mr' ? faq.questionMr : faq.questionEn;
      const answer = lang === 'mr' ? faq.answerMr : faq.answerEn;
      add(lang, {
        id: `faq:${faq.id}:${lang}`,
        key: `faq:${faq.id}`,
        kind: 'faq',
        title: question,
        text: answer,
        href: faq.link ?? '/assitance',
        body: answer,
        sourceTitle: question,
      });
    }
  }
  const helpline = { en: { phone: '', title: '' }, mr: { phone: '', title: '' } };
  for (const page of content.pageRows) {
    if (!isPageSlug(page.slug)) continue;
    for (const lang of ['en', 'mr'] as const) {
      const title = lang === 'mr' ? page.titleMr : page.titleEn;
      const blocks = (lang === 'mr' ? page.bodyMr : page.bodyEn) as PageBlock[];
      for (const doc of pageDocs(page.slug, title, blocks, lang)) add(lang, doc);
      if (page.slug === 'contact') {
        const phone = /\+91[\d\s]{8,}\d/.exec(JSON.stringify(page.bodyEn))?.[0] ?? '';
        helpline[lang] = { phone: phone.replace(/\s+/g, ' ').trim(), title };
      }
    }
  }
  for (const notice of content.noticeRows) {
    for (const lang of ['en', 'mr'] as const) {
      const title = lang === 'mr' ? notice.titleMr : notice.titleEn;
      const text = htmlText(lang === 'mr' ? notice.htmlMr : notice.htmlEn);
      add(lang, {
        id: `notice:${notice.id}:${lang}`,
        key: `notice:${notice.id}`,
        kind: 'notice',
        title,
        text,
        href: notice.fileUrl ?? '/',
        body: excerpt(text, 200),
        sourceTitle: title,
      });
    }
  }

  for (const [i, line] of content.tickerLines.entries()) {
    for (const lang of ['en', 'mr'] as const) {
      add(lang, {
        id: `ticker:${i}:${lang}`,
        key: `ticker:${i}`,
        kind: 'ticker',
        title: line[lang],
        text: '',
        href: '/',
        body: line[lang],
        sourceTitle: line[lang],
      });
    }
  }

  // Districts: today's names in both languages and the former English ones (Aurangabad, Ahmednagar).
  const formerNames = new Map(districtData.map((d) => [d.lgdCode, d.formerNamesEn.join(' ')]));
  const districts = new Map<number, District>(content.districtRows.map((d) => [d.id, d]));
  const districtIndex = new MiniSearch<District & { names: string }>({
    fields: ['names'],
    tokenize,
    // "city" of Mumbai City is in many questions that name no district.
    processTerm: (word) => {
      const t = term(word);
      return t && !NOT_DISTRICT_NAMES.has(t) ? t : null;
    },
    searchOptions: { fuzzy: fuzzyFrom(6, 0.2), prefix: false, combineWith: 'OR' },
  });
  districtIndex.addAll(
    content.districtRows.map((d) => ({ ...d, names: `${d.nameEn} ${d.nameMr} ${formerNames.get(d.id) ?? ''}` })),
  );

  // Courses by base name, the plainest variant (shortest name, then lowest id) first.
  const byBase = new Map<string, { name: string; length: number; id: number }[]>();
  for (const row of content.courseRows) {
    const base = baseCourseName(row.name);
    const key = normalise(base);
    let list = byBase.get(key);
    if (!list) {
      list = [];
      byBase.set(key, list);
    }
    list.push({ name: base, length: row.name.length, id: row.id });
    if (list.length > IDS_PER_COURSE * 4) {
      list.sort((a, b) => a.length - b.length || a.id - b.id);
      list.length = IDS_PER_COURSE;
    }
  }
  const courses: Course[] = [];
  for (const list of byBase.values()) {
    list.sort((a, b) => a.length - b.length || a.id - b.id);
    courses.push({ name: list[0]?.name ?? '', ids: list.slice(0, IDS_PER_COURSE).map((c) => c.id) });
  }
  const courseIndex = new MiniSearch<Course & { id: number }>({
    fields: ['name'],
    tokenize,
    processTerm: (word) => {
      const t = term(word);
      return t && !GENERIC_WORDS.has(t) ? t : null;
    },
    searchOptions: { fuzzy: fuzzyFrom(7, 0.15), prefix: (t) => [...t].length >= 5, combineWith: 'OR' },
  });
  courseIndex.addAll(courses.map((c, id) => ({ ...c, id })));
  // Every course with the words of its name, for counting what the search lists per course.
  const courseNames = content.courseRows.map((row) => ({ id: row.id, name: row.name, words: words(row.name) }));

  return { docs, byKey, helpline, districts, districtIndex, courses, courseIndex, courseNames };
}

const NOT_DISTRICT_NAMES = new Set(['city', 'शहर'].flatMap((w) => term(w) ?? []));

/** Words that say "institute" or "course" but name none: they pick the intent, not the course. */
const GENERIC = `course courses iti itis institute institutes college colleges training class classes centre center
  offering offer offers available near district level version अभ्यासक्रम संस्था आयटीआय प्रशिक्षण जिल्हा महाविद्यालय`;
const GENERIC_WORDS = new Set(GENERIC.split(/\s+/).flatMap((w) => term(w) ?? []));

/**
 * The knowledge of a database, built on first use and rebuilt on the first question after REBUILD_MS,
 * or at once after `drop()` (a change anywhere: app.caches, decision 053).
 */
export function knowledgeOf(db: Db, now: () => number = Date.now) {
  let current: { knowledge: Knowledge; builtAt: number } | undefined;
  let building: Promise<Knowledge> | undefined;
  /** Bumped by drop(): a build started before it does not become current. */
  let generation = 0;
  const build = () => {
    if (building) return building;
    const started = generation;
    const next: Promise<Knowledge> = chatbotContent(db)
      .then((content) => {
        const knowledge = buildKnowledge(content);
        if (started === generation) current = { knowledge, builtAt: now() };
        return knowledge;
      })
      .finally(() => {
        if (building === next) building = undefined;
      });
    building = next;
    return next;
  };
  const knowledge = async (): Promise<Knowledge> => {
    if (!current) return build();
    // Stale: answer from what is there while the next one is built.
    if (now() - current.builtAt > REBUILD_MS) void build().catch(() => undefined);
    return current.knowledge;
  };
  const drop = () => {
    generation++;
    current = undefined;
    building = undefined;
  };
  return Object.assign(knowledge, { drop });
}
