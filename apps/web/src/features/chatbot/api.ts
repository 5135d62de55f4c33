import type { ChatbotAskRequest } from '@portal/shared';
import { chatbotApi } from '@portal/shared/api/chatbot';
import { call } from '../../lib/api';

/**
 * The chat window's server call, the only file of the feature that imports the API client
 * (docs/decisions/054-catalogs-and-api-calls-inside-features.md).
 */
export const askChatbot = (body: ChatbotAskRequest) => call(chatbotApi.ask, { body });
