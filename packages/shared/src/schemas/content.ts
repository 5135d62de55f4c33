import { z } from 'zod';
import { NOTICE_CATEGORIES } from '../constants';
import { isRealDate } from '../values/fields';
import { pageBlockSchema } from './pages';

/**
 * The console's content screens (issue 20 item 3): notices, the announcement ticker, the information
 * pages and the FAQ, each in English and Marathi. Every text is bounded here; the server sanitises
 * what it stores (notice HTML keeps its formatting, every other text is plain).
 */

export const CONTENT_LIMITS = {
  titleMax: 200,
  /** A notice's HTML in one language, as the editor sends it (before sanitising). */
  htmlMax: 20_000,
  tickerItemMax: 300,
  tickerItems: 20,
  questionMax: 300,
  answerMax: 2000,
  linkMax: 200,
  faqs: 200,
  blockTextMax: 5000,
  blocks: 60,
  blockItems: 60,
  noticesPerPage: 50,
  pageNumberMax: 1000,
  /** A notice's PDF attachment. */
  pdfMaxBytes: 5 * 1024 * 1024,
} as const;
const L = CONTENT_LIMITS;

const text = (max: number) =>
  z
    .string({ message: 'content.required' })
    .trim()
    .min(1, { message: 'content.required' })
    .max(max, { message: 'content.tooLong' });

const idParam = z.coerce
  .number({ message: 'common.notFound' })
  .int({ message: 'common.notFound' })
  .min(1, { message: 'common.notFound' })
  .max(2_147_483_647, { message: 'common.notFound' });
export const contentIdParamsSchema = z.object({ id: idParam });
const okSchema = z.object({ Status: z.literal('Success') });
export const contentSavedResponseSchema = okSchema;

// ---- notices -----------------------------------------------------------------------------------

const categoryIds = NOTICE_CATEGORIES.map((c) => c.id) as number[];
/** A minute in India, as a datetime-local field gives it: YYYY-MM-DDTHH:MM. */
const INDIA_MINUTE = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/;
/** The instant of an Indian minute (India keeps UTC+05:30 all year). */
export const indiaMinuteToDate = (value: string) => new Date(`${value}:00+05:30`);

export const noticeRequestSchema = z.object({
  categoryId: z.number({ message: 'common.invalidCategory' }).refine((v) => categoryIds.includes(v), {
    message: 'common.invalidCategory',
  }),
  titleEn: text(L.titleMax),
  titleMr: text(L.titleMax),
  htmlEn: text(L.htmlMax),
  htmlMr: text(L.htmlMax),
  /** Shown from this minute in India; null: at once. */
  publishAt: z
    .string()
    .max(16, { message: 'content.dateTimeInvalid' })
    .refine((v) => INDIA_MINUTE.test(v) && isRealDate(v.slice(0, 10)), { message: 'content.dateTimeInvalid' })
    .nullable(),
  /** 'New!' is shown up to and including this day in India; null: never. */
  newUntil: z
    .string()
    .max(10, { message: 'content.dateInvalid' })
    .refine(isRealDate, { message: 'content.dateInvalid' })
    .nullable(),
});
export type NoticeRequest = z.infer<typeof noticeRequestSchema>;

export const consoleNoticesQuerySchema = z.object({
  page: z.coerce
    .number({ message: 'common.invalidInput' })
    .int({ message: 'common.invalidInput' })
    .min(1, { message: 'common.invalidInput' })
    .max(L.pageNumberMax, { message: 'common.invalidInput' })
    .default(1),
});

/** Where a notice stands: unpublished, waiting for its time, or shown. */
export const NOTICE_STATES = ['unpublished', 'scheduled', 'published'] as const;
export type NoticeState = (typeof NOTICE_STATES)[number];

export const consoleNoticeSchema = noticeRequestSchema.extend({
  id: z.number(),
  titleEn: z.string(),
  titleMr: z.string(),
  htmlEn: z.string(),
  htmlMr: z.string(),
  publishAt: z.string().nullable(),
  newUntil: z.string().nullable(),
  state: z.enum(NOTICE_STATES),
  fileUrl: z.string().nullable(),
});
export type ConsoleNotice = z.infer<typeof consoleNoticeSchema>;
export const consoleNoticeResponseSchema = z.object({ Status: z.literal('Success'), Data: consoleNoticeSchema });
export const consoleNoticesResponseSchema = z.object({
  Status: z.literal('Success'),
  Data: z.object({
    rows: z.array(consoleNoticeSchema.omit({ htmlEn: true, htmlMr: true })).max(L.noticesPerPage),
    total: z.number(),
  }),
});
export const contentCreatedResponseSchema = z.object({
  Status: z.literal('Success'),
  Data: z.object({ id: z.number() }),
});

// ---- the announcement ticker -------------------------------------------------------------------

const bilingual = (max: number) => z.object({ en: text(max), mr: text(max) });
export const tickerRequestSchema = z.object({
  items: z.array(bilingual(L.tickerItemMax)).max(L.tickerItems, { message: 'content.tooMany' }),
});
export type TickerRequest = z.infer<typeof tickerRequestSchema>;
export const tickerResponseSchema = z.object({
  Status: z.literal('Success'),
  Data: z.object({ items: z.array(z.object({ en: z.string(), mr: z.string() })) }),
});

// ---- information pages -------------------------------------------------------------------------

const blockText = z.string().trim().max(L.blockTextMax, { message: 'content.tooLong' });
const blockList = <T extends z.ZodType>(item: T) => z.array(item).max(L.blockItems, { message: 'content.tooMany' });
/** A page block as the console sends it: the public block's shape, every text and list bounded. */
const pageBlockInput = z.discriminatedUnion('type', [
  z.object({ type: z.literal('p'), text: blockText.min(1, { message: 'content.required' }) }),
  z.object({ type: z.literal('h2'), text: blockText.min(1, { message: 'content.required' }) }),
  z.object({ type: z.literal('ul'), items: blockList(blockText) }),
  z.object({ type: z.literal('table'), head: blockList(blockText), rows: blockList(blockList(blockText)) }),
  z.object({
    type: z.literal('links'),
    items: blockList(
      z.object({
        text: blockText,
        url: z
          .string()
          .max(L.linkMax, { message: 'content.tooLong' })
          .regex(/^https?:\/\//, { message: 'content.linkInvalid' })
          .pipe(z.url({ protocol: /^https?$/, message: 'content.linkInvalid' })),
      }),
    ),
  }),
]);
const blocks = z.array(pageBlockInput).min(1, { message: 'content.required' }).max(L.blocks, {
  message: 'content.tooMany',
});

export const pageRequestSchema = z
  .object({ titleEn: text(L.titleMax), titleMr: text(L.titleMax), bodyEn: blocks, bodyMr: blocks })
  .refine((page) => page.bodyMr.map((b) => b.type).join() === page.bodyEn.map((b) => b.type).join(), {
    message: 'content.blocksDiffer',
    path: ['bodyMr'],
  });
export type PageRequest = z.infer<typeof pageRequestSchema>;

export const consolePageParamsSchema = z.object({ slug: z.string().max(100, { message: 'common.notFound' }) });
export const consolePagesResponseSchema = z.object({
  Status: z.literal('Success'),
  Data: z.array(z.object({ slug: z.string(), titleEn: z.string(), titleMr: z.string(), updatedAt: z.string() })),
});
export const consolePageResponseSchema = z.object({
  Status: z.literal('Success'),
  Data: z.object({
    slug: z.string(),
    titleEn: z.string(),
    titleMr: z.string(),
    bodyEn: z.array(pageBlockSchema),
    bodyMr: z.array(pageBlockSchema),
  }),
});

// ---- FAQ ---------------------------------------------------------------------------------------

export const faqRequestSchema = z.object({
  questionEn: text(L.questionMax),
  questionMr: text(L.questionMax),
  answerEn: text(L.answerMax),
  answerMr: text(L.answerMax),
  /** A path of this portal the answer points to (/AccountRecovery), or null. */
  link: z
    .string()
    .max(L.linkMax, { message: 'content.tooLong' })
    .regex(/^\/[A-Za-z0-9/_-]*$/, { message: 'content.linkInvalid' })
    .nullable(),
});
export type FaqRequest = z.infer<typeof faqRequestSchema>;
export const faqOrderRequestSchema = z.object({
  ids: z
    .array(
      z
        .number({ message: 'common.invalidInput' })
        .int({ message: 'common.invalidInput' })
        .min(1, { message: 'common.invalidInput' })
        .max(Number.MAX_SAFE_INTEGER, { message: 'common.invalidInput' }),
    )
    .min(1, { message: 'content.required' })
    .max(L.faqs, { message: 'content.tooMany' }),
});
export const consoleFaqSchema = faqRequestSchema.extend({
  id: z.number(),
  questionEn: z.string(),
  questionMr: z.string(),
  answerEn: z.string(),
  answerMr: z.string(),
  link: z.string().nullable(),
});
export type ConsoleFaq = z.infer<typeof consoleFaqSchema>;
export const consoleFaqsResponseSchema = z.object({
  Status: z.literal('Success'),
  Data: z.array(consoleFaqSchema).max(L.faqs),
});
