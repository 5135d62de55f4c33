import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n, { useTranslation } from '.';

/**
 * When a catalog arrives, what re-renders: only what looked a message up and did not find it. A screen
 * that has its messages is not drawn again because another screen's catalog came (a whole form's second
 * render after hydration, decision 070).
 */
beforeAll(async () => {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['common']);
});
afterEach(cleanup);

const renders: Record<string, number> = {};
function Close() {
  const { t } = useTranslation('common');
  renders.close = (renders.close ?? 0) + 1;
  return <p>{t('close')}</p>;
}
/** A message of a namespace the component did not wait for (a key naming it). */
function Required() {
  const { t } = useTranslation('common');
  return <p data-testid="required">{t('ui:required')}</p>;
}

/** `Close` on screen, its message shown. */
async function showClose() {
  render(
    <Suspense fallback={null}>
      <Close />
    </Suspense>,
  );
  expect(await screen.findByText('Close')).toBeInTheDocument();
}

describe('a catalog arriving', () => {
  it('does not re-render what already has its messages', async () => {
    await showClose();
    const before = renders.close;
    await act(() => i18n.load('form'));
    expect(i18n.isLoaded('form')).toBe(true);
    expect(renders.close).toBe(before);
  });

  it('re-renders what looked a message up before its catalog came, and then shows it', async () => {
    expect(i18n.isLoaded('ui')).toBe(false);
    render(
      <Suspense fallback={null}>
        <Required />
      </Suspense>,
    );
    // the lookup started the catalog's load (the key's path stands in until it is there)
    expect(await screen.findByText('(required)')).toBeInTheDocument();
  });

  it('re-renders everything when the language changes', async () => {
    await showClose();
    await act(() => i18n.changeLanguage('mr'));
    expect(screen.queryByText('Close')).toBeNull();
    expect(screen.getByText(/\p{Script=Devanagari}/u)).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
  });
});
