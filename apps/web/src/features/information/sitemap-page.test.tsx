import { APP_ROUTES } from '@portal/shared/routes';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { PUBLIC_PAGE_NAMES, SitemapPage } from './sitemap-page';

/** The sitemap page lists every public route by its name, in both languages (issue 23 item 13). */
describe('sitemap page', () => {
  afterEach(cleanup);
  afterAll(() => i18n.changeLanguage('en'));
  const publicPaths = APP_ROUTES.filter((route) => route.public).map((route) => route.path);

  it('names every public route, and only public ones', () => {
    expect(Object.keys(PUBLIC_PAGE_NAMES).sort()).toEqual([...publicPaths].sort());
  });

  it.each(['en', 'mr'] as const)('links every other public page by name in %s', async (lang) => {
    await i18n.loadNamespaces(['information', 'common']);
    await i18n.changeLanguage(lang);
    render(
      <MemoryRouter>
        <SitemapPage />
      </MemoryRouter>,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href')).sort()).toEqual(
      publicPaths.filter((path) => path !== '/sitemap').sort(),
    );
    for (const link of links) expect(link.textContent).not.toMatch(/^\//);
    expect(screen.getByRole('link', { name: lang === 'en' ? 'Privacy Policy' : 'गोपनीयता धोरण' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });
});
