import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import InboxPage from './inbox-page';

/**
 * The inbox's place filters: an official of every region picks a region, then one of its districts
 * (a district of another region goes when the region changes); an official of one region is offered
 * only the districts of theirs and no region (the server keeps them to it whatever is asked).
 */
beforeAll(async () => {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['ui', 'form', 'msg', 'console-cases']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
const filters = {
  institutes: [],
  regions: [
    { Value: 2, Text: 'Pune' },
    { Value: 6, Text: 'Nagpur' },
  ],
  districts: [
    { Value: 484, Text: 'Nagpur', Group: 6 },
    { Value: 490, Text: 'Pune', Group: 2 },
    { Value: 498, Text: 'Wardha', Group: 6 },
  ],
  talukas: [],
  sectors: [],
  courseTypes: [],
  courses: [],
  entryQualifications: [],
};

/** The inbox for an official of `regionId` (null: every region); answers the inbox queries it sent. */
function showInbox(regionId: number | null) {
  const asked: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const at = new URL(url, 'http://portal.test');
      if (at.pathname === '/api/console/me') {
        return json({
          Status: 'Success',
          Data: {
            OfficerID: 1,
            LoginID: 'officer1',
            Name: 'Meera',
            Role: 'officer',
            RegionID: regionId,
            RegionName: regionId === null ? null : { en: 'Nagpur', mr: 'नागपूर' },
            MustChangePassword: false,
          },
        });
      }
      if (at.pathname === '/api/Institute/filters') return json(filters);
      asked.push(at);
      return json({ Status: 'Success', Data: { rows: [], total: 0 } });
    }),
  );
  const router = createMemoryRouter([{ path: '/console/cases', element: <InboxPage /> }], {
    initialEntries: ['/console/cases'],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>,
  );
  return asked;
}

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('the case inbox place filters', () => {
  it('offers an official of every region the regions, then the districts of the chosen one', async () => {
    const user = userEvent.setup();
    const asked = showInbox(null);
    const region = await screen.findByRole('combobox', { name: 'Region' });
    const district = screen.getByRole('combobox', { name: 'District' });
    await waitFor(() => expect(optionsOf(region)).toEqual(['Any', 'Pune', 'Nagpur']));
    expect(optionsOf(district)).toEqual(['Any', 'Nagpur', 'Pune', 'Wardha']);
    await user.selectOptions(region, 'Nagpur');
    expect(optionsOf(district)).toEqual(['Any', 'Nagpur', 'Wardha']);
    await user.selectOptions(district, 'Wardha');
    // another region: its districts, and Wardha is no longer chosen
    await user.selectOptions(region, 'Pune');
    expect(optionsOf(district)).toEqual(['Any', 'Pune']);
    await user.selectOptions(region, 'Nagpur');
    expect(district).toHaveValue('');
    await user.selectOptions(region, 'Pune');
    await user.selectOptions(district, 'Pune');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('districtId')).toBe('490'));
    expect(asked.at(-1)?.searchParams.get('regionId')).toBe('2');
  });

  it("offers an official of one region no region and only their region's districts", async () => {
    showInbox(6);
    const district = await screen.findByRole('combobox', { name: 'District' });
    await waitFor(() => expect(optionsOf(district)).toEqual(['Any', 'Nagpur', 'Wardha']));
    expect(screen.queryByRole('combobox', { name: 'Region' })).toBeNull();
  });
});
