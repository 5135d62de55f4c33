import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { useMessageText } from '../../../ui/message';
import { StepForm } from '../../../ui/step-form';
import { DraftOffer } from './draft-offer';
import type { useSectionForm } from './use-section-form';

type Props<V extends FieldValues, Out> = {
  title: string;
  section: ReturnType<typeof useSectionForm<V, Out>>;
  /** Field name -> input id, for the error summary. */
  ids: Record<string, string>;
  /** Reset asks first (the category step): shows the confirmation, then calls `resetToSaved`. */
  onReset?: () => void;
  /** The error summary's heading where the spec words it (the category step's). */
  summaryTitle?: string;
  children: ReactNode;
};

/**
 * The frame of a profile step's form: loading and load failure, the offer to restore unsaved edits,
 * the error summary, the fields, Reset and "Save and Next" (reads "Saving..." while busy).
 */
export function SectionForm<V extends FieldValues, Out>({
  title,
  section,
  ids,
  onReset,
  summaryTitle,
  children,
}: Props<V, Out>) {
  const { t } = useTranslation('profile');
  const text = useMessageText();
  const { form, saved, save } = section;
  if (saved.isPending) return <p role="status">{t('loading')}</p>;
  if (saved.isError) {
    return (
      <p className="step-form__alert" role="alert">
        {t('loadFailed')}
      </p>
    );
  }
  // A field's error shows at the field; anything else in the spec's words, with the server's reason.
  const failure =
    save.error && !(save.error instanceof ApiError && save.error.fields.length > 0)
      ? text('profile.errorSaving', { message: save.error.message })
      : undefined;
  return (
    <>
      <DraftOffer draft={section.draft} />
      <StepForm
        className="profile-form"
        title={title}
        form={form as UseFormReturn<V, unknown, Out>}
        ids={ids}
        focusHeading={false}
        failure={failure}
        summaryTitle={summaryTitle}
        onValid={(values) => save.mutate(values)}
        submitLabel={t('saveAndNext')}
        submitting={save.isPending}
        submittingLabel={t('saving')}
        actions={
          <button type="button" className="button button--secondary" onClick={onReset ?? section.resetToSaved}>
            {t('reset')}
          </button>
        }
      >
        {children}
      </StepForm>
    </>
  );
}
