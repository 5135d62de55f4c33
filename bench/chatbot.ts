import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { seedContent } from '../apps/server/src/db/seed/content';
import { seedHelp } from '../apps/server/src/db/seed/demo/help';
import { scaledDatabase, summary } from './search';

/**
 * KAUSHALYA chatbot answer time (issue 11 "Measure": p95 at 100× institute data). Each scale gets a
 * fresh database seeded like the search bench (reference data + seedSearch(db, scale)) plus the demo
 * pages, notices and FAQ, on PostgreSQL when DATABASE_URL or
 * TEST_DATABASE_URL is set, else PGlite (up to BENCH_CHATBOT_PGLITE_MAX_SCALE, default 10: PGlite takes
 * many minutes to seed 100×).
 *
 * How: sequential POST /api/chatbot/ask through `app.inject` (validation, retrieval, institute search,
 * response schema), each request from its own address so the per-IP limit does not answer instead.
 * The first question builds the indexes and is reported on its own. The mix: institute/course questions
 * in English and Marathi (district + course → institute search), FAQ, information page, notice, and a
 * question it cannot answer. It prints numbers; nothing here passes or fails.
 *
 * Environment: BENCH_CHATBOT_SCALES (default 1,100), BENCH_CHATBOT_REQUESTS (per question kind, default 50).
 */

type Engine = 'pglite' | 'postgres';

const REQUESTS = Number(process.env.BENCH_CHATBOT_REQUESTS ?? 50);
const SCALES = (process.env.BENCH_CHATBOT_SCALES ?? '1,100').split(',').map(Number);
const PGLITE_MAX_SCALE = Number(process.env.BENCH_CHATBOT_PGLITE_MAX_SCALE ?? 10);

const DISTRICTS_EN = ['Pune', 'Nashik', 'Nagpur', 'Kolhapur', 'Thane', 'Solapur', 'Aurangabad', 'Satara'];
const DISTRICTS_MR = ['पुण्यातील', 'नाशिकमधील', 'नागपूरमधील', 'कोल्हापूरमधील', 'ठाण्यातील', 'सोलापूरमधील'];
const TRADES_EN = ['electrician', 'welder', 'fitter', 'plumber', 'beauty therapist', 'carpenter', 'tailor'];
const TRADES_MR = ['इलेक्ट्रिशियन', 'वेल्डर', 'फिटर', 'प्लंबर', 'ब्युटी', 'सुतार', 'शिंपी'];

const pick = <T>(list: T[], i: number) => list[i % list.length] as T;

const KINDS: Record<string, (i: number) => { question: string; lang: 'en' | 'mr' }> = {
  'institutes (en)': (i) => ({
    question: `ITIs in ${pick(DISTRICTS_EN, i)} with a ${pick(TRADES_EN, i * 3 + 1)} course`,
    lang: 'en',
  }),
  'institutes (mr)': (i) => ({
    question: `${pick(DISTRICTS_MR, i)} ${pick(TRADES_MR, i * 3 + 1)} अभ्यासक्रम असलेल्या संस्था`,
    lang: 'mr',
  }),
  faq: (i) => ({
    question: pick(['How do I reset my password?', 'पोर्टलवर नोंदणी कशी करावी?', 'I did not get the OTP'], i),
    lang: i % 3 === 1 ? 'mr' : 'en',
  }),
  page: (i) => ({
    question: pick(["What is the board's vision?", 'नियामक परिषदेचे सदस्य कोण आहेत?', 'contact phone number'], i),
    lang: i % 3 === 1 ? 'mr' : 'en',
  }),
  notice: (i) => ({
    question: pick(['summer 2026 examination timetable', 'उन्हाळी परीक्षांचे वेळापत्रक'], i),
    lang: i % 2 ? 'mr' : 'en',
  }),
  'not known': (i) => ({ question: pick(['What is the capital of Mongolia?', 'xqzv plorbt'], i), lang: 'en' }),
};

async function measureScale(engine: Engine, scale: number, databaseUrl?: string) {
  const { database, dispose, seedSeconds } = await scaledDatabase(engine, scale, databaseUrl);
  // The chatbot's other sources: pages, notices (demo content) and the FAQ.
  await seedContent(database.db);
  await seedHelp(database.db);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', DATA_DIR: os.tmpdir() });
  const app = await buildApp(config, { database });
  let n = 0;
  const ask = async (body: { question: string; lang: 'en' | 'mr' }) => {
    n += 1;
    const started = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/chatbot/ask',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: body,
      remoteAddress: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    });
    const ms = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`${body.question}: ${res.statusCode} ${res.body}`);
    return ms;
  };
  try {
    const firstMs = await ask({ question: 'ITIs in Pune with an electrician course', lang: 'en' });
    // Warm-up: JIT and prepared plans; not measured.
    for (const make of Object.values(KINDS)) for (let i = 0; i < 5; i += 1) await ask(make(i));
    const samples: { kind: string; ms: number }[] = [];
    for (let i = 0; i < REQUESTS; i += 1) {
      for (const [kind, make] of Object.entries(KINDS)) samples.push({ kind, ms: await ask(make(i)) });
    }
    const rows = Object.keys(KINDS).map((kind) => ({
      engine,
      scale: `${scale}×`,
      question: kind,
      ...summary(samples.filter((s) => s.kind === kind).map((s) => s.ms)),
    }));
    rows.push({ engine, scale: `${scale}×`, question: 'all (mix)', ...summary(samples.map((s) => s.ms)) });
    return {
      rows,
      facts: {
        engine,
        scale: `${scale}×`,
        'seed s': Math.round(seedSeconds * 10) / 10,
        'first answer ms (builds the index)': Math.round(firstMs),
        'load avg': os.loadavg()[0]?.toFixed(1),
      },
    };
  } finally {
    await app.close();
    await dispose();
  }
}

export async function benchChatbot(options: { databaseUrl?: string } = {}) {
  const engine: Engine = options.databaseUrl ? 'postgres' : 'pglite';
  const latency: Awaited<ReturnType<typeof measureScale>>['rows'] = [];
  const facts: Awaited<ReturnType<typeof measureScale>>['facts'][] = [];
  const skipped: string[] = [];
  for (const scale of SCALES) {
    if (engine === 'pglite' && scale > PGLITE_MAX_SCALE) {
      skipped.push(`pglite ${scale}× (above BENCH_CHATBOT_PGLITE_MAX_SCALE=${PGLITE_MAX_SCALE}; set DATABASE_URL)`);
      continue;
    }
    console.log(`chatbot bench: ${engine} ${scale}× …`);
    const result = await measureScale(engine, scale, options.databaseUrl);
    latency.push(...result.rows);
    facts.push(result.facts);
  }
  console.log(`\nChatbot answer time, ms (sequential app.inject, ${REQUESTS} questions per kind)`);
  console.table(latency);
  console.table(facts);
  if (skipped.length > 0) console.log(`Not measured: ${skipped.join('; ')}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  await benchChatbot({ databaseUrl: process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL });
}
