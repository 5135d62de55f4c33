import { CITY_OTHER, PINCODE_PATTERN, PLACE_UNSET, pincodeDigits } from '@portal/shared';
import { mastersApi } from '@portal/shared/api/masters';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type FieldValues, type Path, type PathValue, type UseFormReturn, useWatch } from 'react-hook-form';
import type { PlaceFieldNames, PlaceFieldsState, PlaceLevel } from '../ui/domain/place-fields';
import type { Option } from '../ui/field';
import { ApiError, call } from './api';
import { useLang } from './use-lang';

/** A place list as select options; the lists' `--Select--` item (Value -1) is dropped (spec §7). */
const options = (answer: { Data: { Value: number; Text: string }[] }) =>
  answer.Data.filter((item) => item.Value !== -1).map((item) => ({ value: String(item.Value), label: item.Text }));

const HOUR = 60 * 60_000;

/** The districts of a state as select options in the page language (waits for a state id of 1 or more). */
export function useDistrictOptions(state: number) {
  const lang = useLang();
  return useQuery({
    queryKey: ['places', 'districts', state, lang],
    queryFn: async ({ signal }) =>
      options(await call(mastersApi.districts, { query: { StateID: state, lang }, signal })),
    enabled: state > 0,
    staleTime: HOUR,
  });
}

/**
 * The cascading lists of an address block in the page language: states, then the districts of the
 * chosen state, the talukas of the district and the cities of the taluka (each ending with Other).
 * A list waits for its parent (an id of 1 or more).
 */
function usePlaceLists(ids: { state: number; district: number; taluka: number }) {
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
  const districts = useDistrictOptions(ids.state);
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

const LEVELS: PlaceLevel[] = ['state', 'district', 'taluka', 'city'];

const idOf = (value: unknown) => (typeof value === 'number' ? value : PLACE_UNSET);
const chosen = (id: number) => id > 0 || id === CITY_OTHER;
const has = (options: Option[] | undefined, id: number) => options?.some((o) => o.value === String(id)) ?? false;
type Lookup = NonNullable<PlaceFieldsState['lookup']> & { pincode: string };

/**
 * The state of one address block of `form` (spec part 2 §4), for `PlaceFields` (ui/domain/place-fields):
 * its chosen places and their cascading lists; a 6-digit pincode looks up the state, district,
 * taluka and city (and sets the pincode-correct flag; not found: flag 0 and the manual-selection
 * warning); a choice that is no longer in its new list is cleared with those below it. While
 * `readOnly` (a block mirroring another) nothing is cleared and no lookup is shown.
 */
export function usePlaceFields<V extends FieldValues, Out>(
  form: UseFormReturn<V, unknown, Out>,
  names: PlaceFieldNames<V>,
  { readOnly = false } = {},
): PlaceFieldsState {
  const queryClient = useQueryClient();
  const set = (name: Path<V>, value: string | number) =>
    form.setValue(name, value as PathValue<V, Path<V>>, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
  const watched = useWatch({ control: form.control, name: LEVELS.map((level) => names[level]) });
  const [state, district, taluka, city] = (watched as unknown[]).map(idOf) as [number, number, number, number];
  const lists = usePlaceLists({ state, district, taluka });
  const [lookup, setLookup] = useState<Lookup | null>(null);
  const pincode = useWatch({ control: form.control, name: names.pincode });
  // the answer about the pincode in the field (not one replaced by Reset or a restored draft)
  const shown = !readOnly && lookup?.pincode === pincode ? lookup : null;

  // A choice that is not in its new list goes, with the choices below it (§4). Not while mirroring.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `form` and `names` are fixed for the block
  useEffect(() => {
    if (readOnly) return;
    const clear = (...levels: PlaceLevel[]) => {
      for (const level of levels) set(names[level], PLACE_UNSET);
    };
    if (chosen(district) && (state <= 0 || (lists.districts.isSuccess && !has(lists.districts.data, district)))) {
      clear('district', 'taluka', 'city');
    } else if (chosen(taluka) && (district <= 0 || (lists.talukas.isSuccess && !has(lists.talukas.data, taluka)))) {
      clear('taluka', 'city');
    } else if (chosen(city) && (taluka <= 0 || (lists.cities.isSuccess && !has(lists.cities.data, city)))) {
      clear('city');
    }
  }, [
    readOnly,
    state,
    district,
    taluka,
    city,
    lists.districts.isSuccess,
    lists.districts.data,
    lists.talukas.isSuccess,
    lists.talukas.data,
    lists.cities.isSuccess,
    lists.cities.data,
  ]);

  const lookUp = async (typed: string) => {
    // digits only, Devanagari ones as 0–9; a changed pincode is not known to be correct until the lookup says so
    const value = pincodeDigits(typed);
    // checked again once the form was sent: the digits as read, not as typed, decide its error (issue 23 item 6)
    if (value !== typed) {
      form.setValue(names.pincode, value as PathValue<V, Path<V>>, { shouldValidate: form.formState.isSubmitted });
    }
    if (names.pincodeCorrect && form.getValues(names.pincodeCorrect) !== 0) set(names.pincodeCorrect, 0);
    if (!PINCODE_PATTERN.test(value)) {
      setLookup(null);
      return;
    }
    setLookup({ pincode: value, result: 'looking' });
    const current = () => form.getValues(names.pincode) === value;
    try {
      const answer = await queryClient.fetchQuery({
        queryKey: ['pincode', value],
        queryFn: ({ signal }) => call(mastersApi.pincode, { query: { Pincode: value }, signal }),
        staleTime: HOUR,
      });
      if (!current()) return;
      const { StateID, DistrictID, TalukaID, CityID } = answer.Data;
      set(names.state, StateID);
      set(names.district, DistrictID);
      set(names.taluka, TalukaID);
      set(names.city, CityID);
      if (names.pincodeCorrect) set(names.pincodeCorrect, 1);
      setLookup({ pincode: value, result: 'found' });
    } catch (e) {
      if (!current()) return;
      const notFound = e instanceof ApiError && e.status === 404;
      setLookup({ pincode: value, result: notFound ? 'notFound' : 'failed', message: (e as Error).message });
    }
  };

  return {
    chosen: { state, district, taluka, city },
    lists: { state: lists.states, district: lists.districts, taluka: lists.talukas, city: lists.cities },
    lookup: shown,
    choose: (level, id) => set(names[level], id),
    pincodeChanged: (value) => void lookUp(value),
  };
}
