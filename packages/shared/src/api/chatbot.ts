import { endpoint } from '../endpoint';
import type * as s from '../schemas/chatbot';

/** The KAUSHALYA chatbot (API.md "Public search, complaint, grievance, help"). */
export const chatbotApi = {
  ask: endpoint<{ body: typeof s.chatbotAskRequestSchema; response: typeof s.chatbotAskResponseSchema }>(
    'POST',
    '/api/chatbot/ask',
    { access: 'public' },
  ),
};
