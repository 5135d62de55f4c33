import { CITY_OTHER, PINCODE_PATTERN, PLACE_UNSET, type PlaceNames, placeNames } from '@portal/shared';
import { mastersApi } from '@portal/shared/api/masters';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type FieldValues, type Path, type PathValue, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n';
import { ApiError, call } from '../../../lib/api';
import { usePlaceLists } from '../../../lib/use-places';
import { Field, type Option, SelectField } from '../../../ui/field';
import { useMessageText } from '../../../ui/message';
import './address.css';

type Key = keyof PlaceNames<string>;
const KEYS: Key[] = ['address', 'pincode', 'state', 'district', 'taluka', 'city', 'otherCity', 'pincodeCorrect'];

/** The input ids of one block's fields (field name -> id), for the error summary. */
export function placeIds(prefix: string, base: string): Record<string, string> {
  const n = placeNames(prefix);
  return Object.fromEntries(KEYS.map((key) => [n[key], `${base}-${n[key]}`]));
}

const idOf = (value: unknown) => (typeof value === 'number' ? value : PLACE_UNSET);
const chosen = (id: number) => id > 0 || id === CITY_OTHER;
const has = (options: Option[] | undefined, id: number) => options?.some((o) => o.value === String(id)) ?? false;

type Lookup = { pincode: string; result: 'looking' | 'found' | 'notFound' | 'failed'; message?: string };

type Props<V extends FieldValues, Out> = {
  form: UseFormReturn<V, unknown, Out>;
  /** The block's field-name prefix ('P', 'C'; '' for a work experience's address). */
  prefix: string;
  legend: string;
  /** Field name -> input id (`placeIds`). */
  ids: Record<string, string>;
  /** Shown but not edited: the block mirrors another (correspondence same as permanent). */
  readOnly?: boolean;
  hint?: string;
};

/**
 * One address (spec part 2 §2, §4): address, a 6-digit pincode that looks up the state, district,
 * taluka and city (and sets the pincode-correct flag; not found: the spec's warning, flag 0), the
 * cascading selects (each disabled until its parent is chosen; a choice no longer in its new list is
 * cleared with those below it) and the other-city name when the city is Other (-2). Its fields are
 * named by `prefix` (`placeNames`), so any form can hold one or more blocks.
 */
export function AddressBlock<V extends FieldValues, Out>({ form, prefix, legend, ids, readOnly, hint }: Props<V, Out>) {
  const { t } = useTranslation(['profile-address', 'profile', 'msg']);
  const text = useMessageText();
  const queryClient = useQueryClient();
  const n = placeNames(prefix);
  const path = (key: Key) => n[key] as Path<V>;
  const id = (key: Key) => ids[n[key]] ?? n[key];
  const set = (key: Key, value: string | number) =>
    form.setValue(path(key), value as PathValue<V, Path<V>>, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
  const error = (key: Key) => text(form.getFieldState(path(key), form.formState).error?.message);

  const watched = useWatch({
    control: form.control,
    name: [path('state'), path('district'), path('taluka'), path('city')],
  });
  const [state, district, taluka, city] = (watched as unknown[]).map(idOf) as [number, number, number, number];
  const lists = usePlaceLists({ state, district, taluka });
  const [lookup, setLookup] = useState<Lookup | null>(null);
  const pincode = useWatch({ control: form.control, name: path('pincode') });
  // the answer about the pincode in the field (not one replaced by Reset or a restored draft)
  const shown = !readOnly && lookup?.pincode === pincode ? lookup : null;

  // A choice that is not in its new list goes, with the choices below it (§4). Not while mirroring.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `form` and `path` are fixed for the block's prefix
  useEffect(() => {
    if (readOnly) return;
    const clear = (...keys: Key[]) => {
      for (const key of keys) form.setValue(path(key), PLACE_UNSET as PathValue<V, Path<V>>, { shouldDirty: true });
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

  const lookUp = async (pincode: string) => {
    // a changed pincode is not known to be correct until the lookup says so
    if (form.getValues(path('pincodeCorrect')) !== 0) set('pincodeCorrect', 0);
    if (!PINCODE_PATTERN.test(pincode)) {
      setLookup(null);
      return;
    }
    setLookup({ pincode, result: 'looking' });
    const current = () => form.getValues(path('pincode')) === pincode;
    try {
      const answer = await queryClient.fetchQuery({
        queryKey: ['pincode', pincode],
        queryFn: ({ signal }) => call(mastersApi.pincode, { query: { Pincode: pincode }, signal }),
        staleTime: 60 * 60_000,
      });
      if (!current()) return;
      const { StateID, DistrictID, TalukaID, CityID } = answer.Data;
      set('state', StateID);
      set('district', DistrictID);
      set('taluka', TalukaID);
      set('city', CityID);
      set('pincodeCorrect', 1);
      setLookup({ pincode, result: 'found' });
    } catch (e) {
      if (!current()) return;
      const notFound = e instanceof ApiError && e.status === 404;
      setLookup({ pincode, result: notFound ? 'notFound' : 'failed', message: (e as Error).message });
    }
  };

  const select = (
    key: 'state' | 'district' | 'taluka' | 'city',
    value: number,
    list: typeof lists.states,
    parent: boolean,
  ) => (
    <SelectField
      id={id(key)}
      name={n[key]}
      label={t(key)}
      required
      disabled={!parent}
      placeholder={t('profile:select')}
      options={list.data ?? []}
      value={chosen(value) && (has(list.data, value) || !list.isSuccess) ? String(value) : ''}
      onChange={(event) => set(key, event.target.value ? Number(event.target.value) : PLACE_UNSET)}
      hint={list.isError ? t('listFailed') : undefined}
      error={error(key)}
    />
  );

  return (
    <fieldset
      className="address-block"
      disabled={readOnly}
      aria-describedby={hint ? `${id('address')}-block-hint` : undefined}
    >
      <legend>{legend}</legend>
      {hint && (
        <p id={`${id('address')}-block-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <Field
        id={id('address')}
        label={t('address')}
        required
        maxLength={250}
        autoComplete="off"
        error={error('address')}
        {...form.register(path('address'))}
      />
      <div className="address-block__grid">
        <div>
          <Field
            id={id('pincode')}
            label={t('pincode')}
            required
            hint={t('pincodeHint')}
            inputMode="numeric"
            maxLength={6}
            autoComplete="off"
            error={error('pincode')}
            {...form.register(path('pincode'), { onChange: (event) => lookUp(String(event.target.value).trim()) })}
          />
          {/* one live region, always there, so a lookup's answer is announced */}
          <div
            className={
              shown && shown.result !== 'looking'
                ? `address-block__lookup${shown.result === 'found' ? '' : ' address-block__lookup--warning'}`
                : undefined
            }
            role="status"
          >
            {shown?.result === 'looking' && <span className="field__hint">{t('pincodeLooking')}</span>}
            {shown?.result === 'found' && t('pincodeFound')}
            {(shown?.result === 'notFound' || shown?.result === 'failed') && (
              <>
                <strong>{shown.result === 'notFound' ? t('msg:common.pincodeNotFound') : shown.message}</strong>{' '}
                {t('pincodeManual')}
              </>
            )}
          </div>
        </div>
        {select('state', state, lists.states, true)}
        {select('district', district, lists.districts, state > 0)}
        {select('taluka', taluka, lists.talukas, district > 0)}
        {select('city', city, lists.cities, taluka > 0)}
        {city === CITY_OTHER && (
          <Field
            id={id('otherCity')}
            label={t('otherCity')}
            required
            maxLength={100}
            autoComplete="off"
            error={error('otherCity')}
            {...form.register(path('otherCity'))}
          />
        )}
      </div>
    </fieldset>
  );
}
