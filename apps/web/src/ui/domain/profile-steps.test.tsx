import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { ProfileSteps } from './profile-steps';

beforeAll(() => i18n.loadNamespaces(['accounts']));
afterEach(cleanup);
afterAll(() => i18n.changeLanguage('en'));

const renderSteps = () =>
  render(
    <MemoryRouter>
      <Suspense fallback={null}>
        <ProfileSteps current="Additional" completed={new Set(['Primary'])} linked />
      </Suspense>
    </MemoryRouter>,
  );

/** The phone's compact line (its CSS shows it under 40rem only) and the button that shows the twelve. */
describe('the profile steps on a phone', () => {
  it('say which step of twelve this is, and a disclosure button shows the list it controls', async () => {
    await i18n.changeLanguage('en');
    renderSteps();
    expect(await screen.findByText('Step 7 of 12: Additional')).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'Show all steps' });
    const list = screen.getByRole('list');
    expect(toggle.getAttribute('aria-controls')).toBe(list.id);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(list.dataset.open).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(list.dataset.open).toBe('true');
  });

  it('write the numbers in Devanagari digits in Marathi', async () => {
    await i18n.changeLanguage('mr');
    renderSteps();
    expect(await screen.findByText('१२ पैकी टप्पा ७: अतिरिक्त')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'सर्व टप्पे दाखवा' })).toBeTruthy();
  });
});
