import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import '../catalogs';
import { SearchResults } from './search-results';

/**
 * The count says what a row is (issue 23 item 13): the institute search lists courses offered (one
 * course at one institute), never "institutes"; the course search lists courses.
 */
describe('search results count', () => {
  afterEach(cleanup);
  afterAll(() => i18n.changeLanguage('en'));
  const rows = [{ id: 'a' }, { id: 'b' }];
  const show = (rowsAre: 'offerings' | 'courses') =>
    render(
      <MemoryRouter>
        <SearchResults
          rowsAre={rowsAre}
          result={{
            data: { Data: rows, Total: 10818 },
            isPending: false,
            isFetching: false,
            isPlaceholderData: false,
            error: null,
          }}
          columns={[{ key: 'id', title: 'Id', cell: (row: { id: string }) => row.id }]}
          rowKey={(row) => row.id}
          page={1}
          pageSize={20}
          onSort={() => undefined}
          hrefOfPage={(n) => `?page=${n}`}
          emptyText="No Records Found"
          csvHref="/csv"
          queryKey="q"
        />
      </MemoryRouter>,
    );

  it.each([
    ['en', 'offerings', 'Showing 1–2 of 10,818 courses offered (each row is one course at one institute)'],
    ['en', 'courses', 'Showing 1–2 of 10,818 courses'],
    [
      'mr',
      'offerings',
      'संस्थांमध्ये दिल्या जाणाऱ्या एकूण १०,८१८ अभ्यासक्रमांपैकी १–२ दाखवत आहे (प्रत्येक ओळ: एका संस्थेतील एक अभ्यासक्रम)',
    ],
    ['mr', 'courses', 'एकूण १०,८१८ अभ्यासक्रमांपैकी १–२ दाखवत आहे'],
  ] as const)('%s, %s: %s', async (lang, rowsAre, text) => {
    await i18n.loadNamespaces(['search', 'common']);
    await i18n.changeLanguage(lang);
    show(rowsAre);
    expect(screen.getByRole('status')).toHaveTextContent(text);
    // The number is never called institutes.
    expect(screen.getByRole('status').textContent).not.toMatch(/[\d,]+ institutes|[०-९,]+ संस्था/);
  });

  it('says in Marathi that institute and course names are in English only (issue 23 item 12)', async () => {
    await i18n.loadNamespaces(['search', 'common']);
    await i18n.changeLanguage('mr');
    show('offerings');
    expect(screen.getByText('संस्था व अभ्यासक्रमांची नावे मंडळाच्या माहितीत फक्त इंग्रजीत आहेत.')).toBeInTheDocument();
    cleanup();
    await i18n.changeLanguage('en');
    show('offerings');
    expect(screen.queryByText(/in English only/)).toBeNull();
  });
});
