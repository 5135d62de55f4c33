import {
  cancelMeetingResponseSchema,
  faqResponseSchema,
  helpApi,
  helpQuerySchema,
  meetingParamsSchema,
  meetingRequestSchema,
  meetingResponseSchema,
  meetingSlotsResponseSchema,
  officeVisitsResponseSchema,
} from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { sendPublicJson } from '../../platform/cache';
import { requestLang } from '../../platform/errors';
import { browserBinding } from '../../platform/otp-binding';
import { HOUR, limiter, limits, MINUTE } from '../../platform/rate-limit';
import { route } from '../../platform/route';
import { smsBudget } from '../../platform/sms';
import { helpConsoleRoutes } from './console-routes';
import { bookMeeting, cancelMeeting, faqIn, slotList, upcomingVisits } from './service';

const tags = ['help'];

/** Bookings per client address: enough for a person or an office, not for taking the whole week. */
export const MEETING_LIMITS = { perHour: 5, perDay: 10 } as const;

/** The help area (/assitance): meeting slots and bookings, office visits, FAQ. */
export async function helpRoutes(app: FastifyInstance) {
  const db = app.database.db;

  route(app, helpApi.slots, { tags, schemas: { response: meetingSlotsResponseSchema } }, async (_request, reply) => {
    // Changes with every booking: never kept by a browser or proxy.
    reply.header('Cache-Control', 'no-store');
    const { slots, firstFree } = await slotList(db, app.clock.now());
    return { Data: slots, FirstFree: firstFree };
  });

  route(
    app,
    helpApi.book,
    {
      tags,
      preHandler: [
        limits(
          app,
          { name: 'meeting-book-hour', max: MEETING_LIMITS.perHour, windowMs: HOUR },
          { name: 'meeting-book-day', max: MEETING_LIMITS.perDay, windowMs: 24 * HOUR },
        ),
        // the confirmation is an SMS: it counts in the one SMS budget (issue 17 item 11)
        smsBudget(app),
      ],
      schemas: { body: meetingRequestSchema, response: meetingResponseSchema },
    },
    async (request) => ({
      Status: 'Success' as const,
      Data: await bookMeeting({ db, now: app.clock.now() }, request.body, {
        lang: requestLang(request),
        // the portal's own address (PUBLIC_ORIGIN), never the request's Host header, which a client chooses
        origin: app.config.publicOrigin,
        binding: browserBinding(request),
      }),
    }),
  );

  route(
    app,
    helpApi.cancel,
    {
      tags,
      preHandler: limiter(app, { name: 'meeting-cancel', max: 30, windowMs: MINUTE }),
      schemas: { params: meetingParamsSchema, response: cancelMeetingResponseSchema },
    },
    async (request) => {
      await cancelMeeting(db, request.params.id, request.headers['x-meeting-token']);
      return { Status: 'Success' as const };
    },
  );

  route(
    app,
    helpApi.visits,
    { tags, schemas: { query: helpQuerySchema, response: officeVisitsResponseSchema } },
    (request, reply) => {
      const { lang } = request.query;
      return sendPublicJson(request, reply, `help:visits:${lang}`, officeVisitsResponseSchema, async () => ({
        Data: await upcomingVisits(db, app.clock.now(), lang),
      }));
    },
  );

  route(
    app,
    helpApi.faq,
    { tags, schemas: { query: helpQuerySchema, response: faqResponseSchema } },
    (request, reply) => {
      const { lang } = request.query;
      return sendPublicJson(request, reply, `help:faq:${lang}`, faqResponseSchema, async () => ({
        Data: await faqIn(db, lang),
      }));
    },
  );
  helpConsoleRoutes(app);
}
