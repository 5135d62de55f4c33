import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import ReviewPage from './review-page';

/**
 * The officer's review (decision 063): every item starts Verified; a Returned one asks for a remark
 * before anything is sent; the decision carries a mark for every item, the returned one with its remark.
 */
beforeAll(async () => {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['ui', 'form', 'msg', 'common', 'console-verification']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
const item = (field: string, value: string, document = false) => ({
  field,
  value,
  document,
  verdict: null,
  remark: '',
});
const review = {
  row: {
    userId: 7,
    profileId: 'MH2026C000007',
    name: 'Asha Patil',
    role: 'candidate',
    region: { id: 2, nameEn: 'Pune', nameMr: 'पुणे' },
    submittedAt: '2027-03-01T04:30:00.000Z',
    submissions: 1,
    changeRequestedAt: null,
    changeReason: null,
  },
  status: 'submitted',
  decidedAt: null,
  verifyCount: 0,
  rejectCount: 0,
  institute: null,
  sections: [
    { step: 'Primary', items: [item('primary.FirstName', 'Asha')] },
    { step: 'Parent', items: [item('parent.FatherName', 'Ramesh')] },
    { step: 'Qualification', items: [item('qualification.3.MarksheetPath', `${'a'.repeat(32)}.pdf`, true)] },
  ],
};

function showReview() {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const at = new URL(url, 'http://portal.test');
      if (init?.method === 'POST') {
        sent.push(JSON.parse(String(init.body)));
        return json({ Status: 'Success', Message: 'The decision has been recorded', Data: { state: 'returned' } });
      }
      if (at.pathname === '/api/console/verifications/7') return json({ Status: 'Success', Data: review });
      return json({ Status: 'Success', Data: null });
    }),
  );
  const router = createMemoryRouter([{ path: '/console/verifications/:userId', element: <ReviewPage /> }], {
    initialEntries: ['/console/verifications/7'],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>,
  );
  return sent;
}

describe('the verification review page', () => {
  it('needs a remark for a returned field, then sends a mark for every item', async () => {
    const user = userEvent.setup();
    const sent = showReview();
    const father = await screen.findByRole('group', { name: 'Father Name' });
    expect(screen.getByRole('button', { name: 'Verify the profile' })).toBeInTheDocument();
    await user.click(within(father).getByLabelText('Returned'));
    await user.click(screen.getByRole('button', { name: 'Return the profile with remarks' }));
    expect(await screen.findAllByText('Enter the remark for the returned field Father Name')).not.toHaveLength(0);
    expect(sent).toEqual([]);
    await user.type(within(father).getByLabelText('Remark for the person'), 'Differs from the marksheet');
    await user.click(screen.getByRole('button', { name: 'Return the profile with remarks' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      marks: [
        { field: 'primary.FirstName', verdict: 'verified', remark: '' },
        { field: 'parent.FatherName', verdict: 'returned', remark: 'Differs from the marksheet' },
        { field: 'qualification.3.MarksheetPath', verdict: 'verified', remark: '' },
      ],
    });
    expect(await screen.findByText('The decision has been recorded')).toBeInTheDocument();
  });

  it('shows a document beside the fields, from the region-checked console endpoint', async () => {
    const user = userEvent.setup();
    showReview();
    await user.click(await screen.findByRole('button', { name: 'Show Marksheet Path beside' }));
    const viewer = screen.getByRole('region', { name: 'Document viewer' });
    expect(within(viewer).getByTitle('Marksheet Path')).toHaveAttribute(
      'src',
      `/api/console/verifications/7/documents/${'a'.repeat(32)}.pdf`,
    );
  });
});
