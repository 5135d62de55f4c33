import { type PlaceNames, placeNames } from '@portal/shared';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../i18n';
import { usePlaceFields } from '../../../lib/use-places';
import { type PlaceField, type PlaceFieldNames, PlaceFields } from '../../../ui/domain/place-fields';

type Key = keyof PlaceNames<string>;
const KEYS: Key[] = ['address', 'pincode', 'state', 'district', 'taluka', 'city', 'otherCity', 'pincodeCorrect'];

/** The input ids of one block's fields (field name -> id), for the error summary. */
export function placeIds(prefix: string, base: string): Record<string, string> {
  const n = placeNames(prefix);
  return Object.fromEntries(KEYS.map((key) => [n[key], `${base}-${n[key]}`]));
}

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
 * One address (spec part 2 §2, §4) in a fieldset: the shared place fields (ui/domain/place-fields) named by
 * `prefix` (`placeNames`), so any form can hold one or more blocks; the pincode lookup also sets the
 * block's pincode-correct flag.
 */
export function AddressBlock<V extends FieldValues, Out>({ form, prefix, legend, ids, readOnly, hint }: Props<V, Out>) {
  const { t } = useTranslation(['profile-address', 'profile']);
  const n = placeNames(prefix);
  const names = Object.fromEntries(KEYS.map((key) => [key, n[key]])) as PlaceFieldNames<V>;
  const places = usePlaceFields(form, names, { readOnly });
  const fieldIds = Object.fromEntries(KEYS.map((key) => [key, ids[n[key]] ?? n[key]])) as Record<PlaceField, string>;
  const hintId = `${fieldIds.address}-block-hint`;

  return (
    <fieldset className="address-block" disabled={readOnly} aria-describedby={hint ? hintId : undefined}>
      <legend>{legend}</legend>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <PlaceFields
        form={form}
        names={names}
        ids={fieldIds}
        places={places}
        addressLabel={t('address')}
        pincodeLabel={t('pincode')}
        placeholder={t('profile:select')}
      />
    </fieldset>
  );
}
