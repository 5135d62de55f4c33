import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { draftKey, writeDraft } from '../../../lib/drafts';
import LogoutDialog from './logout-dialog';

/**
 * Sign-out leaves no unsaved form behind on a shared computer (issue 10 item 12, issue 17 "Tests
 * that catch what they claim"): every user's drafts go, whether the server's logout answered or not.
 */
beforeAll(async () => {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['ui', 'msg']);
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const user = { UserID: 7, UserLoginID: 'MH2026C000007', UserTypeID: 1, UserName: 'ASHA', PhotoPath: null };

function renderDialog() {
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard',
        element: (
          <LogoutDialog open onClose={() => undefined} user={user as Parameters<typeof LogoutDialog>[0]['user']} />
        ),
      },
      { path: '/login', element: <p>Sign in</p> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>,
  );
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('sign-out', () => {
  it.each([
    ['the server signs the user out', json(200, { success: true })],
    ['the logout call fails', json(500, { Status: 'Error', Message: 'x', MessageKey: 'common.serverError' })],
  ])("clears every draft when %s, and keeps the browser's settings", async (_when, logoutAnswer) => {
    writeDraft(draftKey(7, 'bank'), { AccountHolderName: 'ASHA' });
    writeDraft(draftKey(7, 'qualification-entry'), { Board: 'MSBSHSE' });
    writeDraft(draftKey(9, 'parent'), { FatherName: 'RAMESH' });
    localStorage.setItem('language', 'en');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        String(url).includes('ogout') ? logoutAnswer.clone() : json(200, { Status: 'Success', Data: null }),
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderDialog();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Yes, LogOut!' }, { timeout: 10_000 }));
    await waitFor(() => expect(screen.getByText('Sign in')).toBeInTheDocument());
    expect(Object.keys(localStorage)).toEqual(['language']);
  });
});
