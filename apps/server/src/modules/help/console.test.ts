import { CONTENT_LIMITS, chatbotApi, helpApi } from '@portal/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp, xhr } from '../../test/app';
import { dbRows } from '../../test/database';
import { createOfficer, signInOfficer, testIp } from '../../test/factories';

const faq = (overrides: Record<string, unknown> = {}) => ({
  questionEn: 'Can I bring my pet tortoise to the practical exam?',
  questionMr: 'प्रात्यक्षिक परीक्षेला पाळीव कासव आणता येईल का?',
  answerEn: 'No: only the tortoise-shell calculators listed in the hall ticket are allowed.',
  answerMr: 'नाही: फक्त प्रवेशपत्रात नमूद केलेली साधने परवानगीयोग्य आहेत.',
  link: null,
  ...overrides,
});

describe("the console's FAQ (issue 20 item 3)", () => {
  const ctx = useTestApp();
  let cookie: string;
  const headers = async () => {
    if (!cookie) {
      const admin = await createOfficer(ctx().database.db, { role: 'admin', regionId: null });
      cookie = (await signInOfficer(ctx().database.db, admin.id)).cookie;
    }
    return { ...xhr, cookie };
  };
  const send = async (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: object) =>
    ctx().app.inject({ method, url, headers: await headers(), ...(payload ? { payload } : {}) });
  const publicFaq = async (lang = 'en') =>
    (await ctx().app.inject({ url: `${helpApi.faq.path}?lang=${lang}` })).json().Data as {
      id: number;
      question: string;
      answer: string;
    }[];
  const ask = async (question: string) =>
    (
      await ctx().app.inject({
        method: 'POST',
        url: chatbotApi.ask.path,
        headers: xhr,
        payload: { question, lang: 'en' },
        remoteAddress: testIp(),
      })
    ).json().answer as string;
  const add = async (overrides: Record<string, unknown> = {}) => {
    const res = await send('POST', helpApi.addFaq.path, faq(overrides));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().Data.id as number;
  };

  it('adds a question at the end: the public list and the chatbot answer from it at once', async () => {
    await publicFaq();
    expect(await ask('Can I bring my pet tortoise to the practical exam?')).not.toContain('tortoise-shell');
    const id = await add();
    expect((await publicFaq()).at(-1)).toMatchObject({ id, question: faq().questionEn });
    expect((await publicFaq('mr')).at(-1)?.answer).toBe(faq().answerMr);
    expect(await ask('Can I bring my pet tortoise to the practical exam?')).toContain('tortoise-shell');
    const rows = await dbRows(
      ctx(),
      sql`select 1 from audit_events where event = 'content.faq.created' and detail->>'faqId' = ${String(id)}`,
    );
    expect(rows).toHaveLength(1);
  });

  it('edits a question: the chatbot answers from the edited text', async () => {
    const id = await add({ questionEn: 'Where is the lost-and-found desk for hall tickets?' });
    const answerEn = 'Lost hall tickets wait at the regional office reception, counter seven.';
    expect(
      (
        await send(
          'PUT',
          `/api/console/faq/${id}`,
          faq({ questionEn: 'Where is the lost-and-found desk for hall tickets?', answerEn }),
        )
      ).statusCode,
    ).toBe(200);
    expect((await publicFaq()).find((f) => f.id === id)?.answer).toBe(answerEn);
    expect(await ask('Where is the lost-and-found desk for hall tickets?')).toContain('counter seven');
  });

  it('orders and removes questions', async () => {
    const list = (await send('GET', helpApi.consoleFaqs.path)).json().Data as { id: number }[];
    const reversed = list.map((f) => f.id).reverse();
    expect((await send('PUT', helpApi.orderFaqs.path, { ids: reversed })).statusCode).toBe(200);
    expect((await publicFaq()).map((f) => f.id)).toEqual(reversed);
    const incomplete = await send('PUT', helpApi.orderFaqs.path, { ids: reversed.slice(1) });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().errors[0]).toMatchObject({ field: 'ids', key: 'content.orderIncomplete' });
    const twice = await send('PUT', helpApi.orderFaqs.path, { ids: [...reversed.slice(1), reversed[1]] });
    expect(twice.statusCode).toBe(400);
    const first = reversed[0] as number;
    expect((await send('DELETE', `/api/console/faq/${first}`)).statusCode).toBe(200);
    expect((await publicFaq()).some((f) => f.id === first)).toBe(false);
    expect((await send('DELETE', `/api/console/faq/${first}`)).statusCode).toBe(404);
    expect((await send('PUT', `/api/console/faq/${first}`, faq())).statusCode).toBe(404);
  });

  it('refuses a question already asked (409 naming it), and keeps the FAQ as it was', async () => {
    await add({ questionEn: 'Is there a canteen at the exam centre?' });
    const before = await publicFaq();
    const res = await send('POST', helpApi.addFaq.path, faq({ questionEn: 'Is there a canteen at the exam centre?' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0]).toMatchObject({ field: 'questionEn', key: 'content.questionTaken' });
    expect(await publicFaq()).toEqual(before);
  });

  it('saves plain text: tags and scripts are dropped', async () => {
    const id = await add({
      questionEn: 'Is <b>bold</b> text kept?<script>alert(1)</script>',
      answerEn: 'It is <img src=x onerror=alert(1)>plain text & nothing else.',
    });
    expect((await publicFaq()).find((f) => f.id === id)).toMatchObject({
      question: 'Is bold text kept?',
      answer: 'It is plain text & nothing else.',
    });
    const empty = await send('POST', helpApi.addFaq.path, faq({ questionMr: '<script>x</script>' }));
    expect(empty.json().errors[0]).toMatchObject({ field: 'questionMr', key: 'content.required' });
  });

  it.each([
    ['questionEn', CONTENT_LIMITS.questionMax],
    ['answerMr', CONTENT_LIMITS.answerMax],
    ['link', CONTENT_LIMITS.linkMax],
  ])('%s: at most %i characters, the field named', async (field, max) => {
    const text = (n: number) => (field === 'link' ? `/${'a'.repeat(n - 1)}` : `${field} ${n}`.padEnd(n, 'q'));
    const question = `How long may the ${field} be?`;
    expect(
      (await send('POST', helpApi.addFaq.path, faq({ questionEn: question, [field]: text(max) }))).statusCode,
    ).toBe(200);
    const res = await send('POST', helpApi.addFaq.path, faq({ questionEn: `${question}!`, [field]: text(max + 1) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ field, key: 'content.tooLong' });
  });

  it('takes a link only to a path of the portal', async () => {
    const res = await send('POST', helpApi.addFaq.path, faq({ link: 'javascript:alert(1)' }));
    expect(res.json().errors[0]).toMatchObject({ field: 'link', key: 'content.linkInvalid' });
  });
});
