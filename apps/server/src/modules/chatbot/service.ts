import {
  type ChatbotAskResponse,
  type ChatbotSource,
  chatbotAskResponseSchema,
  instituteSearchQuerySchema,
  type Lang,
  messageNumber,
  messageText,
} from '@portal/shared';
import type { Db } from '../../db/client';
import { ApiError } from '../../platform/errors';
import { searchInstitutes } from '../search/service';
import type { Course, District, Knowledge } from './knowledge';
import { normalise, term, terms, words } from './text';

/**
 * Answers by retrieval (issue 11 item 7): an institute/course question ("ITIs in Pune with an
 * electrician course") is answered from the institute search with its filters; anything else by the
 * best FAQ, page section or notice that MiniSearch ranks for the question. Below MIN_SCORE, or when
 * too few of the question's words were found, the answer says so and points to the helpline and the
 * grievance form. Every answer cites its sources.
 */

/** Best BM25 score (MiniSearch, boosts included) below which a hit is not trusted. */
const MIN_SCORE = 20;
/** Share of the question's words the best hit must contain. */
const MIN_COVERAGE = 0.5;
/** Institutes listed in an answer. */
const LISTED = 5;
/** Course names tried, and ids per name, to find the course most offered in a district. */
const COURSE_TRIES = { names: 5, ids: 2 };
const GRIEVANCE_HREF = '/assitance';

/** Words that ask for institutes (an ITI, a college) or courses rather than for information. */
const INTENT_WORDS = new Set(
  `iti itis institute institutes college colleges course courses trade trades training संस्था आयटीआय महाविद्यालय
  अभ्यासक्रम प्रशिक्षण ट्रेड`
    .split(/\s+/)
    .flatMap((w) => term(w) ?? []),
);

/**
 * Marathi words for trades, as people write them, to the English words of course names (course names
 * exist only in English). A word matches when it starts with the Marathi form (इलेक्ट्रिशियनचा).
 */
const TRADE_WORDS_MR: [string, string][] = [
  ['इलेक्ट्रिशियन', 'electrician'],
  ['इलेक्ट्रीशियन', 'electrician'],
  ['वीजतंत्री', 'electrician'],
  ['विजतंत्री', 'electrician'],
  ['इलेक्ट्रॉनिक्स', 'electronics'],
  ['फिटर', 'fitter'],
  ['जोडारी', 'fitter'],
  ['वेल्डर', 'welder'],
  ['वेल्डिंग', 'welding'],
  ['संधाता', 'welder'],
  ['प्लंबर', 'plumber'],
  ['नळकारागीर', 'plumber'],
  ['सुतार', 'carpenter'],
  ['कारपेंटर', 'carpenter'],
  ['मेकॅनिक', 'mechanic'],
  ['मेकॅनिकल', 'mechanical'],
  ['यांत्रिकी', 'mechanic'],
  ['शिंपी', 'tailor'],
  ['टेलर', 'tailor'],
  ['शिवण', 'sewing'],
  ['भरतकाम', 'embroidery'],
  ['ब्युटी', 'beauty'],
  ['सौंदर्य', 'beauty'],
  ['संगणक', 'computer'],
  ['कॉम्प्युटर', 'computer'],
  ['ड्रायव्हर', 'driver'],
  ['वाहनचालक', 'driver'],
  ['नर्सिंग', 'nursing'],
  ['सौर', 'solar'],
  ['सोलर', 'solar'],
  ['टर्नर', 'turner'],
  ['पेंटर', 'painter'],
  ['गवंडी', 'mason'],
  ['बेकरी', 'bakery'],
  ['स्वयंपाक', 'cook'],
  ['शेती', 'agriculture'],
  ['कृषी', 'agriculture'],
  ['ड्राफ्ट्समन', 'draughtsman'],
  ['आरेखक', 'draughtsman'],
];

/** The question's words for the course index: its own, plus the English trade words of Marathi ones. */
function courseQuery(question: string): string {
  const own = words(question);
  const extra = own.flatMap((w) => TRADE_WORDS_MR.filter(([mr]) => w.startsWith(normalise(mr))).map(([, en]) => en));
  return [...own, ...extra].join(' ');
}

type Deps = { db: Db; knowledge: () => Promise<Knowledge> };

const districtName = (d: District, lang: Lang) => (lang === 'mr' ? d.nameMr : d.nameEn);

function findDistrict(k: Knowledge, question: string): District | undefined {
  const [best] = k.districtIndex.search(question);
  return best ? k.districts.get(best.id as number) : undefined;
}

function findCourses(k: Knowledge, question: string): Course[] {
  return k.courseIndex
    .search(courseQuery(question))
    .slice(0, COURSE_TRIES.names)
    .flatMap((hit) => k.courses[hit.id as number] ?? []);
}

function searchHref(filters: { DistrictID?: number; CourseID?: number }): string {
  const params = new URLSearchParams();
  if (filters.DistrictID !== undefined) params.set('DistrictID', String(filters.DistrictID));
  if (filters.CourseID !== undefined) params.set('CourseID', String(filters.CourseID));
  return `/institutes/search?${params}`;
}

/** Up to LISTED distinct institutes for the filters, from the institute search itself. */
async function institutes(db: Db, lang: Lang, filters: { DistrictID?: number; CourseID?: number }) {
  const query = instituteSearchQuerySchema.parse({ ...filters, lang, pageSize: 20 });
  const { Data, Total } = await searchInstitutes(db, query);
  const seen = new Set<string>();
  const rows = Data.filter((r) => !seen.has(r.InstituteCode) && seen.add(r.InstituteCode)).slice(0, LISTED);
  return { rows, Total };
}

/** An institute/course question, or undefined when the question is not one. */
async function instituteAnswer(
  deps: Deps,
  k: Knowledge,
  question: string,
  lang: Lang,
): Promise<ChatbotAskResponse | undefined> {
  // Only a question that asks for institutes or courses: "the Board's office in Mumbai" is not one.
  if (!terms(question).some((t) => INTENT_WORDS.has(t))) return undefined;
  const district = findDistrict(k, question);
  const courses = findCourses(k, question);
  if (!district && courses.length === 0) return undefined;

  const DistrictID = district?.id;
  // Of the best-matching course names ("electrician" finds several), the one most offered there;
  // the names are searched side by side (each search is one indexed query).
  const offered = await Promise.all(
    courses.map(async (course) => {
      for (const CourseID of course.ids.slice(0, COURSE_TRIES.ids)) {
        const result = await institutes(deps.db, lang, { DistrictID, CourseID });
        if (result.Total > 0) return { CourseID, course, result };
      }
      return undefined;
    }),
  );
  let found: { CourseID?: number; course?: Course; result: Awaited<ReturnType<typeof institutes>> } | undefined;
  for (const candidate of offered)
    if (candidate && (!found || candidate.result.Total > found.result.Total)) found = candidate;
  const firstCourse = courses[0];
  if (!found && firstCourse && district) {
    // The course is not offered there: say so, and link the search with both filters.
    const filters = { DistrictID, CourseID: firstCourse.ids[0] };
    const vars = { district: districtName(district, lang), course: firstCourse.name };
    return {
      answer: messageText('chatbot.noInstitutes', lang, vars),
      sources: [
        { title: messageText('chatbot.searchSource', lang, { filters: filterText(vars) }), href: searchHref(filters) },
      ],
    };
  }
  if (!found) {
    if (!district) return undefined;
    found = { result: await institutes(deps.db, lang, { DistrictID }) };
  }
  const filters = { DistrictID, CourseID: found.CourseID };
  const vars = {
    district: district ? districtName(district, lang) : '',
    course: found.course?.name ?? '',
    total: found.result.Total,
  };
  const intro = messageText(
    district && found.course
      ? 'chatbot.institutesIn'
      : district
        ? 'chatbot.institutesInDistrict'
        : 'chatbot.institutesAnywhere',
    lang,
    vars,
  );
  const list = found.result.rows.map(
    (r, i) => `${messageNumber(i + 1, lang)}. ${r.InstituteName} (${r.InstituteCode}), ${r.District} – ${r.Course}`,
  );
  const more = found.result.Total > found.result.rows.length ? [messageText('chatbot.moreInstitutes', lang)] : [];
  return {
    answer: [intro, ...list, ...more].join('\n'),
    sources: [
      { title: messageText('chatbot.searchSource', lang, { filters: filterText(vars) }), href: searchHref(filters) },
    ],
  };
}

const filterText = (vars: { district: string; course: string }) =>
  [vars.district, vars.course].filter(Boolean).join(', ');

function dontKnow(k: Knowledge, lang: Lang): ChatbotAskResponse {
  const helpline = k.helpline[lang];
  const sources: ChatbotSource[] = [];
  if (helpline.title)
    sources.push({ title: messageText('chatbot.helpline', lang, { title: helpline.title }), href: '/contact' });
  sources.push({ title: messageText('chatbot.grievanceForm', lang), href: GRIEVANCE_HREF });
  return { answer: messageText('chatbot.dontKnow', lang, { phone: helpline.phone || '—' }), sources };
}

/**
 * The best FAQ, page section or notice for the question, or undefined when none is good enough. The
 * question is searched in the language of its script (an English question on the Marathi page is
 * still understood) and answered from the document's version in the requested language.
 */
function documentAnswer(k: Knowledge, question: string, lang: Lang): ChatbotAskResponse | undefined {
  const questionTerms = terms(question);
  if (questionTerms.length === 0) return undefined;
  const searchLang: Lang = /[\u0900-\u097F]/.test(question) ? 'mr' : 'en';
  const [best] = k.docs[searchLang].search(question);
  if (!best) return undefined;
  const coverage = new Set(best.queryTerms).size / questionTerms.length;
  if (best.score < MIN_SCORE || coverage < MIN_COVERAGE) return undefined;
  const key = String(best.key);
  const doc = k.byKey[lang].get(key) ?? k.byKey[searchLang].get(key);
  if (!doc) return undefined;
  const { title, href, body } = doc;
  switch (doc.kind) {
    case 'faq': {
      const sources: ChatbotSource[] = [{ title, href }];
      if (href !== GRIEVANCE_HREF) sources.push({ title: messageText('chatbot.helpArea', lang), href: GRIEVANCE_HREF });
      return { answer: body, sources };
    }
    case 'notice':
      return { answer: `${messageText('chatbot.notice', lang, { title })} ${body}`.trim(), sources: [{ title, href }] };
    case 'page':
      return { answer: body, sources: [{ title: doc.sourceTitle, href }] };
  }
}

/** The answer to a question in a language, from the portal's own data. */
export async function answerQuestion(deps: Deps, question: string, lang: Lang): Promise<ChatbotAskResponse> {
  const k = await deps.knowledge();
  return (await instituteAnswer(deps, k, question, lang)) ?? documentAnswer(k, question, lang) ?? dontKnow(k, lang);
}

/** Answers from an external chatbot service (config CHATBOT_URL); its failure is the spec's message (502). */
export async function forwardQuestion(url: string, question: string, lang: Lang): Promise<ChatbotAskResponse> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ question, lang }),
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) throw new Error(`chatbot service answered ${response.status}`);
    const parsed = chatbotAskResponseSchema.safeParse(await response.json());
    if (!parsed.success) throw new Error('chatbot service answered without an answer');
    // Only app paths and web links are passed on as sources (never a javascript: or data: URL).
    const sources = parsed.data.sources?.filter((s) => /^(\/(?!\/)|https?:\/\/)/i.test(s.href));
    return { answer: parsed.data.answer, ...(sources?.length ? { sources } : {}) };
  } catch {
    throw new ApiError(502, 'chatbot.connectionError');
  }
}
