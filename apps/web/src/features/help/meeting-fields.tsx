import type { MeetingSlotState } from '@portal/shared';
import {
  formatDay,
  MAHARASHTRA_STATE_ID,
  MEETING_TITLE_MAX,
  NAME_MAX,
  timeInIndia,
  todayInIndia,
} from '@portal/shared/basics';
import { memo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from '../../i18n';
import { useLang } from '../../lib/use-lang';
import { useDistrictOptions } from '../../lib/use-places';
import { Field, SelectField } from '../../ui/field';
import { useFormScope, useScopeError } from '../../ui/form-scope';
import { RadioGroup } from '../../ui/radio-group';
import { useSlots } from './api';
import { formatTime } from './format';
import { IDS, shownDate, type Values } from './meeting-values';

/**
 * The meeting form's parts, each rendered for what it reads (inside the form's FormScope, decision
 * 077): typing the title renders the booker's part, not the days and times.
 */

/** Who is coming, from where, and about what (issue 23 item 7). */
export const MeetingBooker = memo(function MeetingBooker() {
  const { t } = useTranslation('help');
  const form = useFormScope<Values>();
  const err = useScopeError<Values>();
  const districts = useDistrictOptions(MAHARASHTRA_STATE_ID);
  return (
    <>
      <Field
        id={IDS.name}
        label={t('meetings.nameLabel')}
        hint={t('meetings.nameHint')}
        required
        autoComplete="name"
        maxLength={NAME_MAX}
        error={err('name')}
        {...form.register('name')}
      />
      <SelectField
        id={IDS.district}
        label={t('meetings.district')}
        hint={t('meetings.districtHint')}
        required
        placeholder={t('meetings.selectDistrict')}
        options={districts.data ?? []}
        error={err('district')}
        {...form.register('district', { setValueAs: (value: string) => (value === '' ? '' : Number(value)) })}
      />
      <Field
        id={IDS.title}
        label={t('meetings.titleLabel')}
        hint={t('meetings.titleHint')}
        required
        maxLength={MEETING_TITLE_MAX}
        error={err('title')}
        {...form.register('title')}
      />
    </>
  );
});

/**
 * When: one of the working days of the seven (opening on the first with a free slot, as the server
 * says), and a free hourly slot of it; booked and past ones are shown and cannot be chosen. Choosing a
 * time pins the day it was chosen on: a slot taken meanwhile leaves the form on that day.
 */
export const MeetingWhen = memo(function MeetingWhen() {
  const { t } = useTranslation('help');
  const lang = useLang();
  const form = useFormScope<Values>();
  const err = useScopeError<Values>();
  const slots = useSlots();
  const chosen = useWatch({ control: form.control, name: 'date' });
  const list = slots.data?.slots ?? [];
  const date = shownDate(chosen, slots.data);
  const today = todayInIndia();
  const now = timeInIndia();
  const slotLabel = (slot: MeetingSlotState) => {
    const shown = formatTime(slot.time, lang);
    if (slot.available) return shown;
    const past = slot.date === today && slot.time <= now;
    return `${shown} – ${past ? t('meetings.past') : t('meetings.booked')}`;
  };
  const dateOptions = [...new Set(list.map((s) => s.date))].map((d) => {
    const full = !list.some((s) => s.date === d && s.available);
    return { value: d, label: `${formatDay(d, lang)}${full ? ` (${t('meetings.dayFull')})` : ''}` };
  });
  const timeOptions = list
    .filter((s) => s.date === date)
    .map((s) => ({ value: s.time, label: slotLabel(s), disabled: !s.available }));

  if (slots.isPending) return <p role="status">{t('loading')}</p>;
  if (slots.isError)
    return (
      <div role="alert" className="help-section__error">
        <p>{t('loadError')}</p>
        <button type="button" className="button button--secondary" onClick={() => void slots.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  return (
    <>
      {slots.data.firstFree === null && <p className="field__hint">{t('meetings.noFreeSlot')}</p>}
      <Controller
        control={form.control}
        name="date"
        render={({ field }) => (
          <SelectField
            id={IDS.date}
            label={t('meetings.date')}
            required
            placeholder={t('meetings.selectDate')}
            options={dateOptions}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            value={date}
            error={err('date')}
            onChange={(event) => {
              field.onChange(event.target.value);
              form.setValue('time', '');
            }}
          />
        )}
      />
      {date ? (
        <Controller
          control={form.control}
          name="time"
          render={({ field }) => (
            <RadioGroup
              id={IDS.time}
              name="meeting-time"
              legend={t('meetings.time')}
              hint={t('meetings.timeHint')}
              required
              inline
              options={timeOptions}
              value={field.value}
              ref={field.ref}
              onBlur={field.onBlur}
              error={err('time')}
              onChange={(value) => {
                field.onChange(value);
                form.setValue('date', date);
              }}
            />
          )}
        />
      ) : (
        <fieldset className="choice-group" aria-describedby={`${IDS.time}-hint`}>
          <legend className="field__label">{t('meetings.time')}</legend>
          <p id={`${IDS.time}-hint`} className="field__hint">
            {t('meetings.chooseDateFirst')}
          </p>
          {err('time') && (
            <p className="field__error">
              {/* focus target of the error summary while no date is chosen */}
              <span id={IDS.time} tabIndex={-1}>
                {err('time')}
              </span>
            </p>
          )}
        </fieldset>
      )}
    </>
  );
});
