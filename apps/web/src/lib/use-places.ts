import { mastersApi } from '@portal/shared/api/masters';
import { useQuery } from '@tanstack/react-query';
import { call } from './api';
import { useLang } from './use-lang';

/** A place list as select options; the lists' `--Select--` item (Value -1) is dropped (spec §7). */
const options = (answer: { Data: { Value: number; Text: string }[] }) =>
  answer.Data.filter((item) => item.Value !== -1).map((item) => ({ value: String(item.Value), label: item.Text }));

const HOUR = 60 * 60_000;

/**
 * The cascading lists of an address block in the page language: states, then the districts of the
 * chosen state, the talukas of the district and the cities of the taluka (each ending with Other).
 * A list waits for its parent (an id of 1 or more).
 */
export function usePlaceLists(ids: { state: number; district: number; taluka: number }) {
  const lang = useLang();
  const states = useQuery({
    queryKey: ['places', 'states', lang],
    queryFn: async ({ signal }) =>
      options(
        await call(mastersApi.masterTable, {
          query: {
            TableName: 'Master_State',
            DataValueField: 'StateID',
            DataTextField: 'State',
            HasSelect: 'true',
            lang,
          },
          signal,
        }),
      ),
    staleTime: HOUR,
  });
  const districts = useQuery({
    queryKey: ['places', 'districts', ids.state, lang],
    queryFn: async ({ signal }) =>
      options(await call(mastersApi.districts, { query: { StateID: ids.state, lang }, signal })),
    enabled: ids.state > 0,
    staleTime: HOUR,
  });
  const talukas = useQuery({
    queryKey: ['places', 'talukas', ids.district, lang],
    queryFn: async ({ signal }) =>
      options(await call(mastersApi.talukas, { query: { DistrictID: ids.district, lang }, signal })),
    enabled: ids.district > 0,
    staleTime: HOUR,
  });
  const cities = useQuery({
    queryKey: ['places', 'cities', ids.taluka, lang],
    queryFn: async ({ signal }) =>
      options(await call(mastersApi.cities, { query: { TalukaID: ids.taluka, lang }, signal })),
    enabled: ids.taluka > 0,
    staleTime: HOUR,
  });
  return { states, districts, talukas, cities };
}
