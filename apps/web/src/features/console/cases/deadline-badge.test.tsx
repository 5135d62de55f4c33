import { cleanup, render } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { DeadlineBadge } from './deadline-badge';
import './catalogs';

/** The inbox's deadline badge counts days in the console's language, Devanagari digits in Marathi. */
describe('deadline badge', () => {
  beforeAll(() => i18n.loadNamespaces('console-cases'));
  afterEach(cleanup);
  afterAll(() => i18n.changeLanguage('en'));

  const text = (deadline: 'ok' | 'soon' | 'overdue', daysLeft: number) =>
    render(<DeadlineBadge deadline={deadline} daysLeft={daysLeft} />).container.textContent;

  it('in English', async () => {
    await i18n.changeLanguage('en');
    expect(text('overdue', -1)).toBe('Overdue by 1 day');
    expect(text('overdue', -12)).toBe('Overdue by 12 days');
    expect(text('soon', 0)).toBe('Due today');
    expect(text('soon', 3)).toBe('3 days left');
    expect(text('ok', 20)).toBe('20 days left');
  });

  it('in Marathi', async () => {
    await i18n.changeLanguage('mr');
    expect(text('overdue', -1)).toBe('मुदत १ दिवसाने उलटली');
    expect(text('overdue', -12)).toBe('मुदत १२ दिवसांनी उलटली');
    expect(text('soon', 0)).toBe('आज देय');
    expect(text('soon', 3)).toBe('३ दिवस बाकी');
    expect(text('ok', 20)).toBe('२० दिवस बाकी');
  });
});
