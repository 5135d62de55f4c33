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
import { instituteTotals, searchInstitutes } from '../search/service';
import type { Course, District, Knowledge } from './knowledge';
import { excerpt, normalise, term, terms, words } from './text';

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
/** Courses listed, each with its count and search link, when several match (sources hold at most 10). */
const LISTED_COURSES = 8;
/** Course ids counted for one question, at most (each count is one indexed query). */
const MAX_COUNTED = 60;
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
  const counted = await courseCountAnswer(deps, k, question, lang, district);
  if (counted) return counted;
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

/**
 * A trade word's stem, for comparing whole words: welding and welder both give "weld", fitters
 * "fitt"; a plural noun in -ings (fittings, furnishings) keeps its -ing, so it is not a trade's doer.
 */
function tradeStem(word: string): string {
  const single = word.length > 4 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
  if (word.endsWith('ings')) return single;
  const stem = single.replace(/(ing|er)$/, '');
  return stem.length >= 4 ? stem : single;
}

/**
 * The courses a question names: every course with a name word starting with each trade word's stem
 * ("welding" → Automotive Welding Machine Operator, Manual Metal Arc Welder …), the courses of all the
 * question's trade words when they share any ("automotive welding"), else of any of them. Marathi trade
 * words count through their English forms (TRADE_WORDS_MR). Undefined when no word names a course.
 */
function coursesNamed(k: Knowledge, question: string, district: District | undefined) {
  const skip = new Set(district ? [...words(district.nameEn), ...words(district.nameMr)] : []);
  const found: { word: string; ids: Set<number> }[] = [];
  for (const word of new Set(words(question))) {
    const t = term(word);
    if (skip.has(word) || t === null || INTENT_WORDS.has(t) || /^\d+$/.test(word)) continue;
    const forms = [word, ...TRADE_WORDS_MR.filter(([mr]) => word.startsWith(normalise(mr))).map(([, en]) => en)];
    const stems = new Set(forms.map(tradeStem).filter((stem) => /^[a-z]/.test(stem) && stem.length >= 4));
    if (stems.size === 0) continue;
    const ids = new Set(k.courseNames.filter((c) => c.words.some((w) => stems.has(tradeStem(w)))).map((c) => c.id));
    if (ids.size > 0) found.push({ word, ids });
  }
  if (found.length === 0) return undefined;
  const [first, ...rest] = found;
  const shared = [...(first?.ids ?? [])].filter((id) => rest.every((f) => f.ids.has(id)));
  const ids = shared.length > 0 ? shared : [...new Set(found.flatMap((f) => [...f.ids]))];
  return { words: found.map((f) => f.word).join(' '), ids: ids.sort((a, b) => a - b).slice(0, MAX_COUNTED) };
}

/**
 * "How many electrician courses in Pune?": each course the question names, with the number of
 * institutes the institute search lists for it there (the search's own count, instituteTotals), and a
 * link to that search. One course offered: its institutes are listed. Undefined when no course is named.
 */
async function courseCountAnswer(
  deps: Deps,
  k: Knowledge,
  question: string,
  lang: Lang,
  district: District | undefined,
): Promise<ChatbotAskResponse | undefined> {
  const named = coursesNamed(k, question, district);
  if (!named) return undefined;
  const DistrictID = district?.id;
  const filter = instituteSearchQuerySchema.parse({ DistrictID, lang });
  const totals = await instituteTotals(deps.db, filter, named.ids);
  const names = new Map(k.courseNames.map((c) => [c.id, c.name]));
  const offered = [...totals]
    .filter(([, total]) => total > 0)
    .map(([CourseID, total]) => ({ CourseID, total, name: names.get(CourseID) ?? '' }))
    .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
  const districtText = district ? districtName(district, lang) : '';
  const only = offered[0];
  if (!only) {
    if (!district) return undefined;
    const CourseID = named.ids[0];
    const vars = { district: districtText, course: named.words };
    return {
      answer: messageText('chatbot.noInstitutes', lang, vars),
      sources: [
        {
          title: messageText('chatbot.searchSource', lang, { filters: filterText(vars) }),
          href: searchHref({ DistrictID, CourseID }),
        },
      ],
    };
  }
  if (offered.length === 1) {
    const result = await institutes(deps.db, lang, { DistrictID, CourseID: only.CourseID });
    const vars = { district: districtText, course: only.name, total: result.Total };
    const list = result.rows.map(
      (r, i) => `${messageNumber(i + 1, lang)}. ${r.InstituteName} (${r.InstituteCode}), ${r.District} – ${r.Course}`,
    );
    const more = result.Total > result.rows.length ? [messageText('chatbot.moreInstitutes', lang)] : [];
    return {
      answer: [
        messageText(district ? 'chatbot.institutesIn' : 'chatbot.institutesAnywhere', lang, vars),
        ...list,
        ...more,
      ].join('\n'),
      sources: [
        {
          title: messageText('chatbot.searchSource', lang, { filters: filterText(vars) }),
          href: searchHref({ DistrictID, CourseID: only.CourseID }),
        },
      ],
    };
  }
  const listed = offered.slice(0, LISTED_COURSES);
  const intro = messageText(district ? 'chatbot.coursesIn' : 'chatbot.coursesAnywhere', lang, {
    words: named.words,
    district: districtText,
    count: offered.length,
  });
  const lines = listed.map((c, i) =>
    messageText('chatbot.courseLine', lang, { n: i + 1, course: c.name, count: c.total }),
  );
  const more =
    offered.length > listed.length
      ? [messageText('chatbot.moreCourses', lang, { count: offered.length - listed.length })]
      : [];
  return {
    answer: [intro, ...lines, ...more].join('\n'),
    sources: listed.map((c) => ({
      title: messageText('chatbot.searchSource', lang, {
        filters: filterText({ district: districtText, course: c.name }),
      }),
      href: searchHref({ DistrictID, CourseID: c.CourseID }),
    })),
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
    case 'ticker':
      return {
        answer: `${messageText('chatbot.onHomePage', lang)} ${body}`,
        sources: [{ title: messageText('chatbot.tickerSource', lang), href }],
      };
  }
}

/** Words that ask "when": the question wants a date from the news (the ticker, the notices). */
const DATE_WORDS = new Set(
  'when date dates schedule timetable held कधी तारीख तारखा दिनांक वेळापत्रक'.split(' ').map(normalise),
);
/** Words that ask about fees. */
const FEE_WORDS = new Set('fee fees charge charges शुल्क फी'.split(' ').map(normalise));
/** Question terms that are written differently in the content ("exam" in questions, "examinations" in notices). */
const SYNONYMS: Record<string, string[]> = { exam: ['examination'], फी: ['शुल्क'] };
const MONTHS =
  'january|february|march|april|may|june|july|august|september|october|november|december|जानेवारी|फेब्रुवारी|मार्च|एप्रिल|मे|जून|जुलै|ऑगस्ट|सप्टेंबर|ऑक्टोबर|नोव्हेंबर|डिसेंबर';
const HAS_DATE = new RegExp(`[\\d०-९]{1,2}\\s+(${MONTHS})\\s+[\\d०-९]{4}`, 'i');
const FEE_TEXT = /\bfees?\b|शुल्क|फी/i;
/** Documents named when the data holds no amount. */
const FEE_SOURCES = 2;
const AMOUNT = /(₹|\brs\.?|\binr\b|रु\.?)\s?[\d०-९][\d०-९,]*/i;

/** A word of the set, or a Marathi word that starts with one (तारखेला, शुल्काची). */
const inSet = (word: string, set: Set<string>) =>
  set.has(word) ||
  [...set].some(
    (s) => /[\u0900-\u097F]/.test(s) && word.startsWith([...s].length > 3 ? s.replace(/[\u093e-\u094c]$/, '') : s),
  );
const asks = (question: string, set: Set<string>) => words(question).some((w) => inSet(w, set));
const searchLangOf = (question: string): Lang => (/[\u0900-\u097F]/.test(question) ? 'mr' : 'en');
const searchTerms = (list: string[]) => list.flatMap((t) => [t, ...(SYNONYMS[t] ?? [])]);
const docText = (d: { title: string; text: string; body: string }) => `${d.title} ${d.text} ${d.body}`;

/** The news item (a ticker line first, else a notice) that gives a date for what the question asks about. */
function dateAnswer(k: Knowledge, question: string, lang: Lang): ChatbotAskResponse | undefined {
  if (!asks(question, DATE_WORDS)) return undefined;
  const topic = [
    ...new Set(
      words(question)
        .filter((w) => !inSet(w, DATE_WORDS))
        .flatMap((w) => term(w) ?? []),
    ),
  ];
  if (topic.length === 0) return undefined;
  const searchLang = searchLangOf(question);
  // Searched with every word ("timetable" finds the timetable notice), covered by the topic's words.
  const topicTerms = new Set(searchTerms(topic));
  const hits = k.docs[searchLang]
    .search(searchTerms(terms(question)).join(' '), { filter: (r) => /^(ticker|notice):/.test(String(r.key)) })
    .filter((hit) => new Set(hit.queryTerms.filter((t) => topicTerms.has(t))).size / topic.length >= MIN_COVERAGE)
    .map((hit) => ({ hit, doc: k.byKey[searchLang].get(String(hit.key)) }))
    .filter(({ doc }) => doc && HAS_DATE.test(docText(doc)))
    // The home page's ticker first (what people are told there), then notices by score.
    .sort((a, b) => Number(b.doc?.kind === 'ticker') - Number(a.doc?.kind === 'ticker') || b.hit.score - a.hit.score);
  const [best, ...others] = hits.map(({ hit }) => k.byKey[lang].get(String(hit.key))).filter((d) => d !== undefined);
  if (!best) return undefined;
  const cite = (d: typeof best): ChatbotSource =>
    d.kind === 'ticker'
      ? { title: messageText('chatbot.tickerSource', lang), href: '/' }
      : { title: d.title, href: d.href };
  const other = others.find((d) => d.kind !== best.kind);
  const answer =
    best.kind === 'ticker'
      ? `${messageText('chatbot.onHomePage', lang)} ${best.body}`
      : `${messageText('chatbot.notice', lang, { title: best.title })} ${excerpt(best.text, 280)}`.trim();
  return { answer, sources: [cite(best), ...(other ? [cite(other)] : [])] };
}

/**
 * A question about fees: the amount where a FAQ, page or notice states one; else where the fees are
 * published (the fee notice and its file), said plainly. Undefined when nothing mentions fees.
 */
function feeAnswer(k: Knowledge, question: string, lang: Lang): ChatbotAskResponse | undefined {
  if (!asks(question, FEE_WORDS)) return undefined;
  const searchLang = searchLangOf(question);
  const feeDocs = k.docs[searchLang]
    .search(searchTerms(terms(question)).join(' '))
    .map((hit) => k.byKey[searchLang].get(String(hit.key)))
    .filter((d) => d !== undefined && FEE_TEXT.test(docText(d)));
  const withAmount = feeDocs.find((d) => d && AMOUNT.test(docText(d)));
  const inLang = (d: (typeof feeDocs)[number]) => (d ? (k.byKey[lang].get(d.key) ?? d) : undefined);
  const amount = inLang(withAmount);
  if (amount) {
    const text = amount.kind === 'faq' ? amount.body : excerpt(amount.text || amount.body, 280);
    return { answer: `${amount.title}: ${text}`, sources: [{ title: amount.sourceTitle, href: amount.href }] };
  }
  // Where fees are published: the best few documents with fees in their title (else in their text).
  const titled = feeDocs.filter((d) => d && FEE_TEXT.test(d.title));
  const published = (titled.length > 0 ? titled : feeDocs).slice(0, FEE_SOURCES).map(inLang);
  if (published.length === 0) return undefined;
  const titles = published.map((d) => `“${d?.title}”`).join(lang === 'mr' ? ' व ' : ' and ');
  return {
    answer: messageText('chatbot.feesPublished', lang, { titles }),
    sources: published.flatMap((d) => (d ? [{ title: d.sourceTitle, href: d.href }] : [])),
  };
}

/** The answer to a question in a language, from the portal's own data. */
export async function answerQuestion(deps: Deps, question: string, lang: Lang): Promise<ChatbotAskResponse> {
  const k = await deps.knowledge();
  return (
    feeAnswer(k, question, lang) ??
    (await instituteAnswer(deps, k, question, lang)) ??
    dateAnswer(k, question, lang) ??
    documentAnswer(k, question, lang) ??
    dontKnow(k, lang)
  );
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
