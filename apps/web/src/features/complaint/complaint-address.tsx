import { CITY_OTHER, PLACE_UNSET } from '@portal/shared';
import { mastersApi } from '@portal/shared/api/masters';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from '../../i18n';
import { ApiError, call } from '../../lib/api';
import { usePlaceLists } from '../../lib/use-places';
import { Field, type Option, SelectField } from '../../ui/field';
import { useMessageText } from '../../ui/message';
import { type Block, type FormValues, fieldId, type PlaceKey, type ValuePath } from './complaint-values';

const chosen = (id: number) => id > 0 || id === CITY_OTHER;
const has = (options: Option[] | undefined, id: number) => options?.some((o) => o.value === String(id)) ?? false;
type Lookup = { pincode: string; result: 'looking' | 'found' | 'notFound' | 'failed' };

type Props = {
  form: UseFormReturn<FormValues>;
  block: Block;
  /** The block's address and pin code fields (they are named differently in the two blocks). */
  addressKey: 'address' | 'instituteAddress';
  pinKey: 'pinCode' | 'institutePinCode';
  addressLabel: string;
  pinLabel: string;
};

/**
 * An address of the complaint (the complainant's or the institute's): address, a 6-digit pin code
 * that fills state, district, taluka and city / village (spec §4; not found: the warning, choose by
 * hand), and the cascading selects (each disabled until its parent is chosen; a choice no longer in
 * its new list is cleared with those below it), with the other-city name when the city is Other.
 */
export function ComplaintAddress({ form, block, addressKey, pinKey, addressLabel, pinLabel }: Props) {
  const { t } = useTranslation(['complaint', 'msg']);
  const text = useMessageText();
  const queryClient = useQueryClient();
  const path = (key: string) => `${block}.${key}` as ValuePath;
  const id = (key: string) => fieldId(`${block}.${key}`);
  const error = (key: string) => text(form.getFieldState(path(key), form.formState).error?.message);
  const set = (key: PlaceKey, value: number) =>
    form.setValue(path(key), value as never, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  const [state, district, taluka, city] = useWatch({
    control: form.control,
    name: [path('state'), path('district'), path('taluka'), path('city')],
  }).map((v) => (typeof v === 'number' ? v : PLACE_UNSET)) as [number, number, number, number];
  const pincode = useWatch({ control: form.control, name: path(pinKey) });
  const lists = usePlaceLists({ state, district, taluka });
  const [lookup, setLookup] = useState<Lookup | null>(null);
  const shown = lookup?.pincode === pincode ? lookup : null;

  // A choice not in its new list goes, with the choices below it (§4).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `set` is fixed for the block
  useEffect(() => {
    const clear = (...keys: PlaceKey[]) => {
      for (const key of keys) set(key, PLACE_UNSET);
    };
    if (chosen(district) && (state <= 0 || (lists.districts.isSuccess && !has(lists.districts.data, district)))) {
      clear('district', 'taluka', 'city');
    } else if (chosen(taluka) && (district <= 0 || (lists.talukas.isSuccess && !has(lists.talukas.data, taluka)))) {
      clear('taluka', 'city');
    } else if (chosen(city) && (taluka <= 0 || (lists.cities.isSuccess && !has(lists.cities.data, city)))) {
      clear('city');
    }
  }, [state, district, taluka, city, lists.districts.data, lists.talukas.data, lists.cities.data]);

  const lookUp = async (value: string) => {
    if (!/^\d{6}$/.test(value)) {
      setLookup(null);
      return;
    }
    setLookup({ pincode: value, result: 'looking' });
    const current = () => form.getValues(path(pinKey)) === value;
    try {
      const answer = await queryClient.fetchQuery({
        queryKey: ['pincode', value],
        queryFn: ({ signal }) => call(mastersApi.pincode, { query: { Pincode: value }, signal }),
        staleTime: 60 * 60_000,
      });
      if (!current()) return;
      set('state', answer.Data.StateID);
      set('district', answer.Data.DistrictID);
      set('taluka', answer.Data.TalukaID);
      set('city', answer.Data.CityID);
      setLookup({ pincode: value, result: 'found' });
    } catch (e) {
      if (current())
        setLookup({ pincode: value, result: e instanceof ApiError && e.status === 404 ? 'notFound' : 'failed' });
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
      name={path(key)}
      label={t(key)}
      required
      disabled={!parent}
      placeholder={t('select')}
      options={list.data ?? []}
      value={chosen(value) && (has(list.data, value) || !list.isSuccess) ? String(value) : ''}
      onChange={(event) => set(key, event.target.value ? Number(event.target.value) : PLACE_UNSET)}
      hint={list.isError ? t('listFailed') : undefined}
      error={error(key)}
    />
  );

  return (
    <>
      <Field
        id={id(addressKey)}
        label={addressLabel}
        required
        maxLength={250}
        autoComplete="off"
        error={error(addressKey)}
        {...form.register(path(addressKey))}
      />
      <div className="complaint-grid">
        <div>
          <Field
            id={id(pinKey)}
            label={pinLabel}
            required
            hint={t('pinCodeHint')}
            inputMode="numeric"
            maxLength={6}
            autoComplete="off"
            error={error(pinKey)}
            {...form.register(path(pinKey), {
              onChange: (event) => {
                const digits = String(event.target.value).replace(/\D/g, '').slice(0, 6);
                if (digits !== event.target.value) form.setValue(path(pinKey), digits as never);
                void lookUp(digits);
              },
            })}
          />
          <p
            className={`complaint-lookup${shown && shown.result !== 'found' && shown.result !== 'looking' ? ' complaint-lookup--warning' : ''}`}
            role="status"
          >
            {shown?.result === 'looking' && t('pincodeLooking')}
            {shown?.result === 'found' && t('pincodeFound')}
            {(shown?.result === 'notFound' || shown?.result === 'failed') && t('pincodeNotFound')}
          </p>
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
    </>
  );
}
