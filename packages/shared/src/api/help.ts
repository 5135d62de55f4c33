import { endpoint, roles } from '../endpoint';
import type * as c from '../schemas/content';
import type * as s from '../schemas/help';

/** The help area: meeting scheduler, office visits, FAQ (API.md "Public search, complaint, grievance, help"). */
export const helpApi = {
  slots: endpoint<{ response: typeof s.meetingSlotsResponseSchema }>('GET', '/api/Help/slots', { access: 'public' }),
  book: endpoint<{ body: typeof s.meetingRequestSchema; response: typeof s.meetingResponseSchema }>(
    'POST',
    '/api/Help/meetings',
    { access: 'public' },
  ),
  /** Needs the header `x-meeting-token` with the token the booking answered. */
  cancel: endpoint<{ params: typeof s.meetingParamsSchema; response: typeof s.cancelMeetingResponseSchema }>(
    'DELETE',
    '/api/Help/meetings/:id',
    { access: 'public' },
  ),
  visits: endpoint<{ query: typeof s.helpQuerySchema; response: typeof s.officeVisitsResponseSchema }>(
    'GET',
    '/api/Help/visits',
    { access: 'public' },
  ),
  faq: endpoint<{ query: typeof s.helpQuerySchema; response: typeof s.faqResponseSchema }>('GET', '/api/Help/faq', {
    access: 'public',
  }),
  // The console's FAQ screens (admins).
  consoleFaqs: endpoint<{ response: typeof c.consoleFaqsResponseSchema }>('GET', '/api/console/faq', {
    access: roles('admin'),
  }),
  addFaq: endpoint<{ body: typeof c.faqRequestSchema; response: typeof c.contentCreatedResponseSchema }>(
    'POST',
    '/api/console/faq',
    { access: roles('admin') },
  ),
  /** The whole FAQ's order, every id once (registered before `:id`, so `order` is no id). */
  orderFaqs: endpoint<{ body: typeof c.faqOrderRequestSchema; response: typeof c.contentSavedResponseSchema }>(
    'PUT',
    '/api/console/faq/order',
    { access: roles('admin') },
  ),
  editFaq: endpoint<{
    params: typeof c.contentIdParamsSchema;
    body: typeof c.faqRequestSchema;
    response: typeof c.contentSavedResponseSchema;
  }>('PUT', '/api/console/faq/:id', { access: roles('admin') }),
  removeFaq: endpoint<{ params: typeof c.contentIdParamsSchema; response: typeof c.contentSavedResponseSchema }>(
    'DELETE',
    '/api/console/faq/:id',
    { access: roles('admin') },
  ),
};
