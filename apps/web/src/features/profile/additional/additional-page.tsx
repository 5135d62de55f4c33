import {
  type AdditionalForm,
  additionalSchemas,
  type LanguageForm,
  type LanguageRow,
  languageSchemas,
} from '@portal/shared';
import { profileApi } from '@portal/shared/api/profile';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { CheckboxGroup } from '../../../ui/checkbox-group';
import { SelectField } from '../../../ui/field';
import { useMessageText } from '../../../ui/message';
import { sectionRequests } from '../section/api';
import { EntryTable } from '../section/entry-table';
import { SavedStatus } from '../section/list-step';
import { SectionForm } from '../section/section-form';
import { useListSection } from '../section/use-list-section';
import { useSectionForm } from '../section/use-section-form';
import type { ProfileUser } from '../use-profile-user';
import { stepPage } from '../wizard/profile-step-page';
import { languageRequests, useBloodGroups, useLanguages } from './api';

const recordRequests = sectionRequests<typeof additionalSchemas>(profileApi.additional);

const EMPTY: AdditionalForm = { BloodGroupID: 0, MotherTongueID: 0 };
const ids = { BloodGroupID: 'additional-blood-group', MotherTongueID: 'additional-mother-tongue' };
const entryIds = { LanguageID: 'additional-language', Read: 'additional-abilities' };
const ABILITIES = ['Read', 'Write', 'Speak'] as const;
type Ability = (typeof ABILITIES)[number];
type Entry = { LanguageID: string; abilities: string[] };
type EntryErrors = Partial<Record<keyof typeof entryIds, string>>;
const NO_ENTRY: Entry = { LanguageID: '', abilities: [] };
const yesNo = (value: 0 | 1) => (value === 1 ? 'Yes' : 'No');

function AdditionalStep({ user }: { user: ProfileUser }) {
  const { t } = useTranslation('profile-additional');
  const text = useMessageText();
  const bloodGroups = useBloodGroups();
  const languages = useLanguages();
  const { rows, save: addLanguage, remove } = useListSection(user, 'language', languageRequests);
  const known = rows.data?.Data ?? [];
  const section = useSectionForm({
    user,
    section: 'additional',
    step: 'Additional',
    requests: {
      load: recordRequests.load,
      // The server refuses the record without a language too; asking first saves a round trip.
      save: (who, values) =>
        known.length === 0
          ? Promise.reject(new Error(text('additional.languageRequired')))
          : recordRequests.save(who, values),
    },
    schema: additionalSchemas.record,
    empty: EMPTY,
  });
  const { form } = section;
  const { errors } = form.formState;
  const [entry, setEntry] = useState<Entry>(NO_ENTRY);
  const [entryErrors, setEntryErrors] = useState<EntryErrors>({});
  const [status, setStatus] = useState<string>();

  if (rows.isPending || bloodGroups.isPending || languages.isPending)
    return <p role="status">{t('profile:loading')}</p>;
  if (rows.isError || bloodGroups.isError || languages.isError) {
    return (
      <p className="form-alert" role="alert">
        {t('profile:loadFailed')}
      </p>
    );
  }
  const languageOptions = languages.data;
  const nameOf = (row: LanguageRow) =>
    languageOptions.find((option) => option.value === String(row.LanguageID))?.label ?? row.Language;
  const focus = (id: string) => document.getElementById(id)?.focus();
  const clearEntry = () => {
    setEntry(NO_ENTRY);
    setEntryErrors({});
  };

  const showEntryErrors = (found: EntryErrors) => {
    setEntryErrors(found);
    const first = (Object.keys(entryIds) as (keyof typeof entryIds)[]).find((field) => found[field]);
    if (first) focus(entryIds[first]);
  };
  const add = () => {
    setStatus(undefined);
    const has = (ability: Ability) => (entry.abilities.includes(ability) ? 1 : 0);
    const value: LanguageForm = {
      LanguageID: Number(entry.LanguageID || 0),
      Language: languageOptions.find((option) => option.value === entry.LanguageID)?.label ?? '',
      Read: has('Read'),
      ReadStr: yesNo(has('Read')),
      Write: has('Write'),
      WriteStr: yesNo(has('Write')),
      Speak: has('Speak'),
      SpeakStr: yesNo(has('Speak')),
    };
    const parsed = languageSchemas.item.safeParse(value);
    if (!parsed.success) {
      const found: EntryErrors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as keyof EntryErrors;
        if (field in entryIds && !found[field]) found[field] = issue.message;
      }
      return showEntryErrors(found);
    }
    setEntryErrors({});
    addLanguage.mutate(value, {
      onSuccess: (answer) => {
        setStatus(answer.Message);
        clearEntry();
        focus(entryIds.LanguageID);
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        const found: EntryErrors = {};
        for (const field of error.fields) {
          if (field.field in entryIds) found[field.field as keyof EntryErrors] = field.key || field.message;
        }
        showEntryErrors(found);
      },
    });
  };
  const addFailure =
    addLanguage.error && !(addLanguage.error instanceof ApiError && addLanguage.error.fields.length > 0)
      ? text('additional.errorAdding', { message: addLanguage.error.message })
      : undefined;

  return (
    <>
      <SavedStatus status={status} />
      <SectionForm
        title={t('formTitle')}
        section={section}
        ids={ids}
        onReset={() => {
          section.resetToSaved();
          clearEntry();
        }}
      >
        <Controller
          control={form.control}
          name="BloodGroupID"
          render={({ field }) => (
            <SelectField
              id={ids.BloodGroupID}
              label={t('bloodGroup')}
              required
              placeholder={t('profile:select')}
              options={bloodGroups.data}
              error={text(errors.BloodGroupID?.message)}
              name={field.name}
              value={field.value ? String(field.value) : ''}
              onChange={(event) => field.onChange(Number(event.target.value || 0))}
              onBlur={field.onBlur}
            />
          )}
        />
        <Controller
          control={form.control}
          name="MotherTongueID"
          render={({ field }) => (
            <SelectField
              id={ids.MotherTongueID}
              label={t('motherTongue')}
              required
              placeholder={t('profile:select')}
              options={languageOptions}
              error={text(errors.MotherTongueID?.message)}
              name={field.name}
              value={field.value ? String(field.value) : ''}
              onChange={(event) => field.onChange(Number(event.target.value || 0))}
              onBlur={field.onBlur}
            />
          )}
        />
        <fieldset className="additional-languages">
          <legend>{t('languagesTitle')}</legend>
          <p>{t('languagesHint')}</p>
          <SelectField
            id={entryIds.LanguageID}
            label={t('language')}
            placeholder={t('profile:select')}
            options={languageOptions.map((option) => ({
              ...option,
              disabled: known.some((row) => String(row.LanguageID) === option.value),
            }))}
            error={text(entryErrors.LanguageID)}
            value={entry.LanguageID}
            onChange={(event) => setEntry({ ...entry, LanguageID: event.target.value })}
          />
          <CheckboxGroup
            id={entryIds.Read}
            name="LanguageAbilities"
            legend={t('abilities')}
            options={ABILITIES.map((ability) => ({ value: ability, label: t(`ability.${ability}`) }))}
            value={entry.abilities}
            onChange={(abilities) => setEntry({ ...entry, abilities })}
            error={text(entryErrors.Read)}
          />
          {addFailure && (
            <p className="form-alert" role="alert">
              {addFailure}
            </p>
          )}
          <div className="form-actions">
            <button type="button" className="button button--secondary" onClick={add} disabled={addLanguage.isPending}>
              {addLanguage.isPending ? t('adding') : t('add')}
            </button>
          </div>
          <EntryTable
            caption={t('listCaption')}
            rows={known}
            rowId={(row) => row.LanguageRowID}
            name={nameOf}
            nameTitle={t('language')}
            columns={ABILITIES.map((ability) => ({
              title: t(`ability.${ability}`),
              cell: (row: LanguageRow) => (row[ability] === 1 ? t('profile:yes') : t('profile:no')),
            }))}
            actionsTitle={t('actions')}
            deleteText={{ label: t('remove'), row: (row) => t('removeRow', { language: nameOf(row) }) }}
            busy={remove.isPending}
            onDelete={(row) => {
              setStatus(undefined);
              remove.mutate(row.LanguageRowID, {
                onSuccess: (answer) => {
                  setStatus(answer.Message);
                  focus(entryIds.LanguageID);
                },
              });
            }}
          />
          {known.length === 0 && <p>{t('noLanguages')}</p>}
          {remove.error && (
            <p className="form-alert" role="alert">
              {remove.error.message}
            </p>
          )}
        </fieldset>
      </SectionForm>
    </>
  );
}

/** /AdditionalDetails: blood group, mother tongue and known languages (spec part 2 §2 Additional Details). */
export default stepPage('Additional', 'profile-additional', AdditionalStep);
