import { z } from 'zod';
import { CHATBOT_HISTORY_MAX, CHATBOT_QUESTION_MAX, LANGUAGES } from '../constants';

/**
 * The KAUSHALYA chatbot (spec part 2 "Help area", §4 Chatbot, §7 "POST api/chatbot/ask … body
 * question; reads answer", §8; API.md "Public search, complaint, grievance, help"). The server answers
 * by retrieval over the FAQ, the information pages, the notices and the institute/course data; every
 * answer cites its sources as in-app links (or a notice's file).
 */

/** Questions one IP address may ask per minute (a whole ITI lab may share one). */
export const CHATBOT_ASKS_PER_MINUTE = 30;

const question = z
  .string({ message: 'chatbot.questionRequired' })
  .trim()
  .min(1, { message: 'chatbot.questionRequired' })
  .max(CHATBOT_QUESTION_MAX, { message: 'chatbot.questionTooLong' });

export const chatbotTurnSchema = z.object({
  role: z.enum(['user', 'bot'], { message: 'common.invalidInput' }),
  text: z.string({ message: 'common.invalidInput' }).max(CHATBOT_QUESTION_MAX, { message: 'chatbot.historyTooLong' }),
});

// ---- POST /api/chatbot/ask -----------------------------------------------------------------------

/** `lang` defaults to the request's Accept-Language (else English). */
export const chatbotAskRequestSchema = z.object({
  question,
  lang: z.enum(LANGUAGES, { message: 'common.invalidLang' }).optional(),
  history: z.array(chatbotTurnSchema).max(CHATBOT_HISTORY_MAX, { message: 'chatbot.historyTooLong' }).optional(),
});
export type ChatbotAskRequest = z.infer<typeof chatbotAskRequestSchema>;

/** A cited source: an in-app path (`/contact`, `/institutes/search?DistrictID=…`) or a file's URL. */
export const chatbotSourceSchema = z.object({ title: z.string().max(300), href: z.string().max(500) });
export type ChatbotSource = z.infer<typeof chatbotSourceSchema>;

export const chatbotAskResponseSchema = z.object({
  answer: z.string().max(4000),
  sources: z.array(chatbotSourceSchema).max(10).optional(),
});
export type ChatbotAskResponse = z.infer<typeof chatbotAskResponseSchema>;
