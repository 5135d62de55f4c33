import { endpoint } from '../endpoint';
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
};
