import { CITY_OTHER, PLACE_UNSET } from '@portal/shared';
import { type FieldValues, type Path, type UseFormReturn, useFormState } from 'react-hook-form';
import { useTranslation } from '../../i18n';
import { Field, type Option, SelectField } from '../field';
import { useMessageText } from '../message';
import './place-fields.css';

/** The fields of one address block by what they hold. */
export type PlaceField = 'address' | 'pincode' | 'state' | 'district' | 'taluka' | 'city' | 'otherCity';
export type PlaceLevel = 'state' | 'district' | 'taluka' | 'city';

/** An address block's field names in its form; `pincodeCorrect` when the form keeps that flag (1/0). */
export type PlaceFieldNames<V extends FieldValues> = Record<PlaceField, Path<V>> & { pincodeCorrect?: Path<V> };

type PlaceList = { data?: Option[]; isSuccess: boolean; isError: boolean };

/**
 * An address block's places as the feature holds them (lib/use-places' `usePlaceFields`): the
 * chosen ids (-1 none, -2 Other), each select's list, the answer about the pincode in the field.
 */
export type PlaceFieldsState = {
  chosen: Record<PlaceLevel, number>;
  lists: Record<PlaceLevel, PlaceList>;
  lookup: { result: 'looking' | 'found' | 'notFound' | 'failed'; message?: string } | null;
  choose: (level: PlaceLevel, id: number) => void;
  /** The pincode as typed: looked up once it has 6 digits. */
  pincodeChanged: (value: string) => void;
};

type Props<V extends FieldValues, Out> = {
  form: UseFormReturn<V, unknown, Out>;
  names: PlaceFieldNames<V>;
  /** Field -> input id (what an error-summary link focuses). */
  ids: Record<PlaceField, string>;
  places: PlaceFieldsState;
  addressLabel: string;
  pincodeLabel: string;
  /** The selects' empty choice. */
  placeholder: string;
};

const chosen = (id: number) => id > 0 || id === CITY_OTHER;
const has = (options: Option[] | undefined, id: number) => options?.some((o) => o.value === String(id)) ?? false;
const PARENT: Record<PlaceLevel, PlaceLevel | null> = {
  state: null,
  district: 'state',
  taluka: 'district',
  city: 'taluka',
};

/**
 * One address's fields (spec part 2 §4): address, a 6-digit pincode with the answer of its lookup
 * in a live region ('Pincode Not Found' / 'Please manually select your address details'), the
 * cascading state, district, taluka and city / village selects (each disabled until its parent is
 * chosen) and the other-city name when the city is Other (-2).
 */
export function PlaceFields<V extends FieldValues, Out>({
  form,
  names,
  ids,
  places,
  addressLabel,
  pincodeLabel,
  placeholder,
}: Props<V, Out>) {
  const { t, i18n } = useTranslation(['form', 'msg']);
  const text = useMessageText();
  // its own subscription: inside a memo'd section (ui/form-scope.tsx) the form's root does not render it
  const formState = useFormState({ control: form.control });
  const error = (field: PlaceField) => text(form.getFieldState(names[field], formState).error?.message);
  const { lookup } = places;

  const select = (level: PlaceLevel) => {
    const value = places.chosen[level];
    const list = places.lists[level];
    const parent = PARENT[level];
    return (
      <SelectField
        id={ids[level]}
        name={names[level]}
        label={t(`place.${level}`)}
        required
        disabled={parent !== null && places.chosen[parent] <= 0}
        placeholder={placeholder}
        options={list.data ?? []}
        value={chosen(value) && (has(list.data, value) || !list.isSuccess) ? String(value) : ''}
        onChange={(event) => places.choose(level, event.target.value ? Number(event.target.value) : PLACE_UNSET)}
        hint={
          list.isError
            ? t('place.listFailed')
            : // the reference data has no Marathi names of cities and villages: say so where they show (issue 23 item 12)
              level === 'city' && i18n.language === 'mr'
              ? t('place.cityNamesEnglish')
              : undefined
        }
        error={error(level)}
      />
    );
  };

  return (
    <>
      <Field
        id={ids.address}
        label={addressLabel}
        required
        maxLength={250}
        autoComplete="off"
        error={error('address')}
        {...form.register(names.address)}
      />
      <div className="place-fields">
        <div>
          <Field
            id={ids.pincode}
            label={pincodeLabel}
            required
            hint={t('place.pincodeHint')}
            inputMode="numeric"
            autoComplete="off"
            error={error('pincode')}
            {...form.register(names.pincode, {
              // kept to its 6 digits by `pincodeDigits`, as a mobile field by `mobileDigits`: a pasted "४११ ००१" fits
              onChange: (event) => places.pincodeChanged(String(event.target.value)),
            })}
          />
          {/* one live region, always there, so a lookup's answer is announced */}
          <div
            className={
              lookup && lookup.result !== 'looking'
                ? `place-fields__lookup${lookup.result === 'found' ? '' : ' place-fields__lookup--warning'}`
                : undefined
            }
            role="status"
          >
            {lookup?.result === 'looking' && <span className="field__hint">{t('place.pincodeLooking')}</span>}
            {lookup?.result === 'found' && t('place.pincodeFound')}
            {(lookup?.result === 'notFound' || lookup?.result === 'failed') && (
              <>
                <strong>{lookup.result === 'notFound' ? t('msg:common.pincodeNotFound') : lookup.message}</strong>{' '}
                {t('place.pincodeManual')}
              </>
            )}
          </div>
        </div>
        {select('state')}
        {select('district')}
        {select('taluka')}
        {select('city')}
        {places.chosen.city === CITY_OTHER && (
          <Field
            id={ids.otherCity}
            label={t('place.otherCity')}
            required
            maxLength={100}
            autoComplete="off"
            error={error('otherCity')}
            {...form.register(names.otherCity)}
          />
        )}
      </div>
    </>
  );
}
