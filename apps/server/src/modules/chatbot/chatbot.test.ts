import http from 'node:http';
import net from 'node:net';
import { CHATBOT_ASKS_PER_MINUTE } from '@portal/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { faqs } from '../../db/schema';
import { useTestApp, xhr } from '../../test/app';
import { testIp } from '../../test/factories';

type Answer = { answer: string; sources?: { title: string; href: string }[] };

const ask = (
  app: ReturnType<ReturnType<typeof useTestApp>>['app'],
  payload: unknown,
  options: { remoteAddress?: string; headers?: Record<string, string> } = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/chatbot/ask',
    headers: { ...xhr, ...options.headers },
    payload: payload as object,
    remoteAddress: options.remoteAddress ?? testIp(),
  });

/** A local port nothing listens on: taken, then freed. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('POST /api/chatbot/ask', () => {
  const ctx = useTestApp();

  /** Each course the answer lists, with its number, and the search link it cites for it. */
  const listedCourses = (body: Answer) => {
    const lines = body.answer.split('\n').filter((line) => /^[\d०-९]+\. /.test(line));
    return lines.map((line, i) => ({ line, href: body.sources?.[i]?.href ?? '' }));
  };
  const searchTotal = async (href: string) => {
    const url = new URL(href, 'http://x');
    expect(url.pathname).toBe('/institutes/search');
    const res = await ctx().app.inject({ url: `/api/Institute/Search?${url.searchParams}` });
    return res.json() as { Total: number; Data: { Course: string }[] };
  };
  const digits = (text: string) => Number(text.replace(/[०-९]/g, (d) => String('०१२३४५६७८९'.indexOf(d))));
  /** Distinct courses with a name word starting with `stem`, offered in the district (straight from the view). */
  const offeredCourses = async (districtId: number, pattern: string) => {
    const { rows } = (await ctx().database.db.execute(
      sql`select count(distinct s.course_id)::int as n from institute_search s join courses c on c.id = s.course_id
        where s.district_id = ${districtId} and c.name ~* ${pattern}`,
    )) as unknown as { rows: { n: number }[] };
    return rows[0]?.n ?? 0;
  };

  // Issue 23 item 11: "3 in all" for electrician courses in Pune, "1" for welding in Nashik where 4 exist.
  it.each([
    ['en', 'How many electrician courses are there in Pune?', 490, '\\melectrician\\M'],
    ['mr', 'पुण्यात इलेक्ट्रिशियन अभ्यासक्रम किती आहेत?', 490, '\\melectrician\\M'],
    ['en', 'Which institutes teach welding in Nashik?', 487, '\\mweld(ing|er|ers)?\\M'],
    ['mr', 'नाशिकमध्ये वेल्डिंग अभ्यासक्रम असलेल्या संस्था', 487, '\\mweld(ing|er|ers)?\\M'],
  ] as const)(
    '[%s] %s: every matching course, each counted as the institute search counts it',
    async (lang, question, district, pattern) => {
      const body = (await ask(ctx().app, { question, lang })).json() as Answer;
      const expected = await offeredCourses(district, pattern);
      expect(expected).toBeGreaterThan(1);
      // "Courses matching … offered in Pune: 9." in the language asked, with the number of courses.
      const intro = body.answer.split('\n')[0] ?? '';
      expect(intro).toMatch(lang === 'mr' ? /जिल्ह्यात/ : /^Courses matching/);
      expect(digits(/: ([\d०-९]+)\./.exec(intro)?.[1] ?? '')).toBe(expected);
      const listed = listedCourses(body);
      expect(listed.length).toBe(Math.min(8, expected));
      for (const { line, href } of listed) {
        expect(new URL(href, 'http://x').searchParams.get('DistrictID')).toBe(String(district));
        const search = await searchTotal(href);
        // The number the chatbot says is the Total the search answers for the same filters.
        expect(digits(/([\d०-९]+) (institutes?|संस्था)$/.exec(line)?.[1] ?? '')).toBe(search.Total);
        expect(search.Total).toBeGreaterThan(0);
        expect(line).toContain(search.Data[0]?.Course ?? '—');
      }
    },
  );

  it('lists the institutes themselves when one course matches, the count being the search Total', async () => {
    const body = (
      await ask(ctx().app, { question: 'ITIs in Pune with a Mine Electrician course', lang: 'en' })
    ).json() as Answer;
    const href = body.sources?.[0]?.href ?? '';
    const search = await searchTotal(href);
    expect(body.answer).toMatch(new RegExp(`\\(${search.Total} in all\\)`));
    expect(body.answer).toContain('Mine Electrician');
  });

  it.each([
    ['en', 'When is the exam?'],
    ['en', 'What are the exam dates?'],
    ['mr', 'परीक्षा कधी आहे?'],
    ['mr', 'परीक्षेच्या तारखा कोणत्या?'],
  ] as const)('[%s] %s: answers with the exam dates the home page shows', async (lang, question) => {
    const home = (await ctx().app.inject({ url: `/api/Home/content?lang=${lang}` })).json() as { ticker?: string[] };
    const body = (await ask(ctx().app, { question, lang })).json() as Answer;
    expect(body.answer).not.toMatch(/don't know|माहीत नाही/);
    const line = (home.ticker ?? []).find((t) => body.answer.includes(t));
    expect(line, body.answer).toBeDefined();
    expect(line).toMatch(lang === 'mr' ? /परीक्षा/ : /examinations/);
    expect(body.sources?.[0]).toEqual({ title: lang === 'mr' ? 'मुख्यपृष्ठावरील बातम्या' : 'Home page news', href: '/' });
  });

  it.each([
    ['en', 'What is the fee?'],
    ['en', 'How much are the fees for a course?'],
    ['mr', 'शुल्क किती आहे?'],
    ['mr', 'अभ्यासक्रमाची फी किती?'],
  ] as const)('[%s] %s: no amounts in the data, so it says so and where fees are published', async (lang, question) => {
    const body = (await ask(ctx().app, { question, lang })).json() as Answer;
    expect(body.answer).toMatch(lang === 'mr' ? /शुल्काची रक्कम पोर्टलवर उपलब्ध नाही/ : /does not hold the fee amounts/);
    const { rows } = (await ctx().database.db.execute(
      sql`select title_en, title_mr, file_url from notices where is_active and title_en ~* 'fee structure'`,
    )) as unknown as { rows: { title_en: string; title_mr: string; file_url: string }[] };
    const [notice] = rows;
    expect(notice).toBeDefined();
    expect(body.answer).toContain(lang === 'mr' ? notice?.title_mr : notice?.title_en);
    expect(body.sources?.map((s) => s.href)).toContain(notice?.file_url);
  });

  it('answers with the amount when the data states one', async () => {
    const { db } = ctx().database;
    await db.insert(faqs).values({
      seq: 999,
      questionEn: 'What is the examination fee per subject?',
      questionMr: 'प्रति विषय परीक्षा शुल्क किती आहे?',
      answerEn: 'The examination fee is ₹150 per subject.',
      answerMr: 'परीक्षा शुल्क प्रति विषय ₹१५० आहे.',
    });
    await ctx().app.caches.invalidate('help');
    try {
      const en = (await ask(ctx().app, { question: 'What is the exam fee per subject?', lang: 'en' })).json() as Answer;
      expect(en.answer).toContain('₹150');
      const mr = (await ask(ctx().app, { question: 'प्रति विषय परीक्षा शुल्क किती?', lang: 'mr' })).json() as Answer;
      expect(mr.answer).toContain('₹१५०');
    } finally {
      await db.delete(faqs).where(eq(faqs.seq, 999));
      await ctx().app.caches.invalidate('help');
    }
  });

  it('answers in the language asked, else in the Accept-Language, else in English', async () => {
    const q = { question: 'How do I reset my password?' };
    const en = (await ask(ctx().app, q)).json() as Answer;
    expect(en.answer).toMatch(/Having Trouble Signing In/);
    const mr = (await ask(ctx().app, q, { headers: { 'accept-language': 'mr' } })).json() as Answer;
    expect(mr.answer).toMatch(/[\u0900-\u097F]/);
    const asked = (await ask(ctx().app, { ...q, lang: 'mr' })).json() as Answer;
    expect(asked.answer).toBe(mr.answer);
    expect(asked.sources?.map((s) => s.href)).toEqual(['/AccountRecovery', '/assitance']);
  });

  it('says plainly when it does not know, with the helpline number and the grievance form', async () => {
    const body = (await ask(ctx().app, { question: 'qwzx flumph', lang: 'en' })).json() as Answer;
    expect(body.answer).toMatch(/don't know/);
    expect(body.answer).toContain('+91 22 2262 0603');
    expect(body.sources?.map((s) => s.href)).toEqual(['/contact', '/assitance']);
  });

  it('refuses a missing, empty or 501-character question and bad history with 400 naming the field', async () => {
    const long = await ask(ctx().app, { question: 'a'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0]).toMatchObject({
      field: 'question',
      message: 'Question must be at most 500 characters.',
    });
    const marathi = await ask(ctx().app, { question: 'अ'.repeat(601) }, { headers: { 'accept-language': 'mr' } });
    expect(marathi.statusCode).toBe(400);
    expect(marathi.json().errors[0].field).toBe('question');
    expect(marathi.json().errors[0].message).toMatch(/[\u0900-\u097F]/);
    for (const payload of [{}, { question: '   ' }]) {
      const res = await ask(ctx().app, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ field: 'question', message: 'Please type a question.' });
    }
    const history = Array.from({ length: 11 }, () => ({ role: 'user', text: 'hi' }));
    const tooMany = await ask(ctx().app, { question: 'hello', history });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors[0].field).toBe('history');
    const tooLong = await ask(ctx().app, { question: 'hello', history: [{ role: 'user', text: 'x'.repeat(501) }] });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors[0].field).toMatch(/^history/);
    const lang = await ask(ctx().app, { question: 'hello', lang: 'de' });
    expect(lang.statusCode).toBe(400);
    expect(lang.json().errors[0].field).toBe('lang');
    // A bounded history is accepted.
    const ok = await ask(ctx().app, {
      question: 'vision',
      history: [
        { role: 'user', text: 'hi' },
        { role: 'bot', text: 'Namaste' },
      ],
    });
    expect(ok.statusCode).toBe(200);
  });

  it(`limits one address to ${CHATBOT_ASKS_PER_MINUTE} questions a minute (429 with Retry-After)`, async () => {
    const remoteAddress = testIp();
    for (let i = 0; i < CHATBOT_ASKS_PER_MINUTE; i += 1) {
      expect((await ask(ctx().app, { question: 'vision' }, { remoteAddress })).statusCode).toBe(200);
    }
    const limited = await ask(ctx().app, { question: 'vision' }, { remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await ask(ctx().app, { question: 'vision' })).statusCode).toBe(200);
  });
});

describe('POST /api/chatbot/ask with CHATBOT_URL set to a service that is down', async () => {
  const ctx = useTestApp({ CHATBOT_URL: `http://127.0.0.1:${await closedPort()}/ask` });

  it("answers 502 with the spec's message in the request's language", async () => {
    const res = await ask(ctx().app, { question: 'How do I reset my password?' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      Status: 'Error',
      MessageKey: 'chatbot.connectionError',
      Message: "Sorry, I'm having trouble connecting right now. Please try again later.",
    });
    const mr = await ask(ctx().app, { question: 'पासवर्ड', lang: 'mr' }, { headers: { 'accept-language': 'mr' } });
    expect(mr.statusCode).toBe(502);
    expect(mr.json().Message).toMatch(/[\u0900-\u097F]/);
  });
});

describe('POST /api/chatbot/ask with CHATBOT_URL set to a working service', async () => {
  const received: unknown[] = [];
  const service = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push(JSON.parse(body));
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          answer: 'From the external service.',
          sources: [
            { title: 'Contact', href: '/contact' },
            { title: 'Bad', href: 'javascript:alert(1)' },
          ],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => service.close(() => resolve())));
  const { port } = service.address() as net.AddressInfo;
  const ctx = useTestApp({ CHATBOT_URL: `http://127.0.0.1:${port}/ask` });

  it('forwards {question, lang} and passes on the answer, with app or web links only', async () => {
    const res = await ask(ctx().app, { question: 'Hello there', lang: 'mr' });
    expect(res.statusCode).toBe(200);
    expect(received).toEqual([{ question: 'Hello there', lang: 'mr' }]);
    expect(res.json()).toEqual({
      answer: 'From the external service.',
      sources: [{ title: 'Contact', href: '/contact' }],
    });
  });
});
