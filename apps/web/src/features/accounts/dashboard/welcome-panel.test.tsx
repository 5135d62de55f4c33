import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { WelcomePanel } from './welcome-panel';

const details = {
  UserLoginID: 'MH2026C000123',
  UserType: 'Candidate',
  UserName: 'Asha Patil',
  CurrentLoginDateTime: '2026-11-27T04:30:00.000Z',
  LastLoginDateTime: null,
  CollegeName: null,
  IPAddress: '10.1.2.3',
  Institute: null,
};

/** The welcome panel stays until its user closes it (issue 23 item 15), then focus goes to the main area. */
describe('welcome panel', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
    await i18n.loadNamespaces(['accounts', 'common']);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('is still there a minute later, however long the reader takes', () => {
    vi.useFakeTimers();
    render(<WelcomePanel details={details} />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('status')).toHaveTextContent('Welcome, Asha Patil');
    expect(screen.getByRole('status')).toHaveTextContent('MH2026C000123');
  });

  it('closes with its button and puts focus on the main area', async () => {
    render(
      <main id="main" tabIndex={-1}>
        <WelcomePanel details={details} />
      </main>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close the welcome message' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(document.activeElement).toBe(document.getElementById('main'));
  });

  it("shows a staff member's institute, and no institute row for a candidate (decision 067)", async () => {
    render(
      <WelcomePanel details={{ ...details, UserType: 'Staff/Management', Institute: 'Govt. ITI Aundh (PU00001)' }} />,
    );
    expect(screen.getByText('Institute').nextElementSibling).toHaveTextContent('Govt. ITI Aundh (PU00001)');
    cleanup();
    render(<WelcomePanel details={details} />);
    expect(screen.queryByText('Institute')).toBeNull();
  });
});
