import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { PersonFields } from '../../../ui/domain/person-fields';
import { RegistrationForm } from './registration-form';

/**
 * The registration form's sections render for what they show, not whenever the form's root does
 * (decision 077): react-hook-form renders the root once more right after mount (`isReady`), and before
 * the sections were `memo` parts of a FormScope that render took every field on the page with it.
 */
vi.mock('../../../ui/domain/person-fields', async (original) => {
  const actual = await original<typeof import('../../../ui/domain/person-fields')>();
  return { ...actual, PersonFields: vi.fn(actual.PersonFields) };
});

beforeAll(async () => {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['ui', 'form', 'msg', 'accounts']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(PersonFields).mockClear();
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function showForm() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const at = new URL(url, 'http://portal.test');
      if (at.pathname === '/api/Captcha')
        return json({ CaptchaId: 'c'.repeat(32), Image: 'data:image/png;base64,AA==' });
      return new Response(JSON.stringify({ Message: `not stubbed: ${at.pathname}` }), { status: 404 });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // the genders as a server-rendered page brings them: their arrival would render the section too
  client.setQueryData(['genders', 'en'], [{ value: 'F', label: 'Female' }]);
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <RegistrationForm kind="candidate" />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe('registration form sections', () => {
  it('render once as the form mounts and its captcha comes, and again when their errors change', async () => {
    showForm();
    await waitFor(() => expect(screen.getByRole('img', { name: /captcha/i })).toBeTruthy());
    expect(vi.mocked(PersonFields)).toHaveBeenCalledTimes(1);

    // a submit of the empty form puts the errors in the section's fields
    await userEvent.setup().click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByLabelText(/^First name/).getAttribute('aria-invalid')).toBe('true'));
    expect(vi.mocked(PersonFields).mock.calls.length).toBeGreaterThan(1);
  });
});
