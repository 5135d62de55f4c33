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

  it('shows the Verify circle returned by the officer as returned, in both languages (decision 063)', async () => {
    const verify = [{ step: 'Verify', route: '/verify', percent: 50, returned: true }] as const;
    const render50 = () =>
      render(
        <MemoryRouter>
          <ProgressCircles steps={[...verify]} profileId="MH2026C000123" />
        </MemoryRouter>,
      );
    await i18n.changeLanguage('en');
    render50();
    expect(screen.getByRole('link')).toHaveTextContent('Returned: see the remarks');
    expect(screen.getByRole('link')).toHaveClass('progress-circle--returned');
    cleanup();
    await i18n.changeLanguage('mr');
    render50();
    expect(screen.getByRole('link')).toHaveTextContent('परत पाठवले: शेरे पाहा');
    expect(screen.getByRole('link')).toHaveTextContent('५०%');
  });
});
