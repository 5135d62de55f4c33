import { mastersApi } from '@portal/shared/api/masters';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { useLang } from '../../../lib/use-lang';

type Table = 'Master_Religion' | 'Master_Category' | 'Master_Disability';
const DAY = 24 * 60 * 60_000;

const asOptions = (rows: { Value: number; Text: string }[]) =>
  rows.filter((row) => row.Value > 0).map((row) => ({ value: String(row.Value), label: row.Text }));

/** One of the category step's master lists (GET /Base/GetMasterTableList) in the page language, as options. */
export function useMasterList(table: Table) {
  const lang = useLang();
  return useQuery({
    queryKey: ['masterTable', table, lang],
    queryFn: async ({ signal }) =>
      asOptions(
        (await call(mastersApi.masterTable, { query: { TableName: table, HasSelect: 'false', lang }, signal })).Data,
      ),
    staleTime: DAY,
  });
}

/** The castes of a category (GET /Base/GetMasterCaste?CategoryID; Group is the category id); none before one is chosen. */
export function useCastes(categoryId: number) {
  const lang = useLang();
  return useQuery({
    queryKey: ['castes', categoryId, lang],
    queryFn: async ({ signal }) =>
      asOptions((await call(mastersApi.castes, { query: { CategoryID: categoryId, lang }, signal })).Data),
    enabled: categoryId > 0,
    staleTime: DAY,
  });
}
