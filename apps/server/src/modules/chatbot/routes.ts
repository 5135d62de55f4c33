import { CHATBOT_ASKS_PER_MINUTE, chatbotApi, chatbotAskRequestSchema, chatbotAskResponseSchema } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { requestLang } from '../../platform/errors';
import { limiter, MINUTE } from '../../platform/rate-limit';
import { route } from '../../platform/route';
import { knowledgeOf } from './knowledge';
import { answerQuestion, forwardQuestion } from './service';

/** The KAUSHALYA chatbot (API.md "Public search, complaint, grievance, help"). */
export async function chatbotRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const knowledge = knowledgeOf(db);
  // FAQ, pages, notices, places and courses are indexed: any change rebuilds the index
  app.caches.subscribe(knowledge.drop);
  const externalUrl = app.config.chatbotUrl;

  route(
    app,
    chatbotApi.ask,
    {
      tags: ['chatbot'],
      preHandler: limiter(app, { name: 'chatbot-ip', max: CHATBOT_ASKS_PER_MINUTE, windowMs: MINUTE }),
      schemas: { body: chatbotAskRequestSchema, response: chatbotAskResponseSchema },
    },
    (request) => {
      const { question, lang = requestLang(request) } = request.body;
      // `history` is accepted (bounded) but not used: each answer is retrieved for its own question.
      return externalUrl
        ? forwardQuestion(externalUrl, question, lang)
        : answerQuestion({ db, knowledge }, question, lang);
    },
  );
}
