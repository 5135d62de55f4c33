import { z } from 'zod';
import { langQuery, successEnvelope } from './common';

/**
 * Information pages (About Board, Vision, Contact Us, ...): content is structured text blocks, never
 * HTML, so board staff can edit it later and the browser renders it without injecting markup.
 */

export const PAGE_SLUGS = [
  'about-board',
  'vision',
  'mission',
  'values',
  'objectives',
  'goals',
  'governing-council',
  'contact',
  'unauthorized-institutes',
  'employee-development',
  'accessibility-statement',
  'privacy-policy',
  'terms-of-use',
] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

/** Only web links: a block can never carry a javascript: or data: URL. */
const webUrl = z.url({ protocol: /^https?$/, message: 'common.invalidInput' });

export const pageBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('p'), text: z.string() }),
  z.object({ type: z.literal('h2'), text: z.string() }),
  z.object({ type: z.literal('ul'), items: z.array(z.string()) }),
  z.object({ type: z.literal('table'), head: z.array(z.string()), rows: z.array(z.array(z.string())) }),
  z.object({ type: z.literal('links'), items: z.array(z.object({ text: z.string(), url: webUrl })) }),
]);
export type PageBlock = z.infer<typeof pageBlockSchema>;

export const pageParamsSchema = z.object({
  slug: z.string().max(100, { message: 'common.invalidInput' }),
});
export const pageQuerySchema = z.object({ lang: langQuery });

export const pageSchema = z.object({
  Slug: z.string(),
  Title: z.string(),
  Blocks: z.array(pageBlockSchema),
  /** The day (YYYY-MM-DD, in India) the page last changed: its "Last updated" (GIGW). */
  UpdatedOn: z.string(),
  /** Sample content the seed wrote (contacts, figures): shown marked until the board saves the page. */
  IsDemo: z.boolean(),
});
export type PageContent = z.infer<typeof pageSchema>;
export const pageResponseSchema = successEnvelope(pageSchema);
export type PageResponse = z.infer<typeof pageResponseSchema>;
