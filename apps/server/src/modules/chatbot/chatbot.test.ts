import http from 'node:http';
import net from 'node:net';
import { CHATBOT_ASKS_PER_MINUTE } from '@portal/shared';
import { afterAll, describe, expect, it } from 'vitest';
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

  it('answers the issue example with up to 5 institutes of Pune and a link to the search with both filters', async () => {
    const res = await ask(ctx().app, { question: 'ITIs in Pune with an electrician course' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Answer;
    const href = body.sources?.[0]?.href ?? '';
    const url = new URL(href, 'http://x');
    expect(url.pathname).toBe('/institutes/search');
    expect(url.searchParams.get('DistrictID')).toBe('490');
    const courseId = url.searchParams.get('CourseID');
    expect(courseId).toMatch(/^\d+$/);
    // The listed institutes are the search's own answer for those filters.
    const search = await ctx().app.inject({ url: `/api/Institute/Search?DistrictID=490&CourseID=${courseId}` });
    const rows = (search.json() as { Data: { InstituteCode: string; District: string; Course: string }[] }).Data;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]?.Course).toMatch(/Electrician/);
    const listed = body.answer.split('\n').filter((line) => /^\d+\. /.test(line));
    expect(listed.length).toBe(Math.min(5, rows.length));
    for (const row of rows.slice(0, listed.length)) expect(body.answer).toContain(row.InstituteCode);
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
