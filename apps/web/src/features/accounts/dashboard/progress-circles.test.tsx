import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { ProgressCircles } from './progress-circles';

const steps = [
  { step: 'Primary', route: '/Candidate', percent: 100 },
  { step: 'Address', route: '/Address', percent: 40 },
] as const;

/** The dashboard's percentages in the page language's digits (issue 23 item 12: "100%" in Marathi). */
describe('progress circles', () => {
  afterEach(cleanup);
  afterAll(() => i18n.changeLanguage('en'));

  const show = () =>
    render(
      <MemoryRouter>
        <ProgressCircles steps={[...steps]} profileId="MH2026C000123" />
      </MemoryRouter>,
    );

  it('shows १००% and ४०% in Marathi', async () => {
    await i18n.loadNamespaces(['accounts', 'common']);
    await i18n.changeLanguage('mr');
    show();
    const links = screen.getAllByRole('link');
    expect(links[0]).toHaveTextContent('१००%');
    expect(links[1]).toHaveTextContent('४०%');
    expect(links[0]).not.toHaveTextContent(/\d/);
  });

  it('shows 100% in English', async () => {
    await i18n.changeLanguage('en');
    show();
    expect(screen.getAllByRole('link')[0]).toHaveTextContent('100%');
  });
});
