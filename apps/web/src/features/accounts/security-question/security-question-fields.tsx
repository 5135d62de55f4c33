import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from '../../../i18n';
import { Field, SelectField } from '../../../ui/field';
import { useMessageText } from '../../../ui/message';
import { useSecurityQuestions } from './use-security-questions';

type Values = { SecurityQuestionID: unknown; SecurityQuestionAnswer: unknown };

/**
 * The security question select and the answer, as registration, recovery and the change page use
 * them. Field names are the API's; ids are `${idPrefix}-question` and `${idPrefix}-answer`.
 */
export function SecurityQuestionFields<T extends Values>({
  idPrefix,
  register,
  errors,
  loadFailedKey = 'accounts.loadQuestionsFailed',
}: {
  idPrefix: string;
  /** The message when the questions cannot be fetched (registration and recovery word it differently). */
  loadFailedKey?: string;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  const { t } = useTranslation('accounts');
  const text = useMessageText();
  const questions = useSecurityQuestions();
  const reg = register as unknown as UseFormRegister<Values>;
  const errs = errors as FieldErrors<Values>;
  return (
    <>
      <SelectField
        id={`${idPrefix}-question`}
        label={t('security.question')}
        required
        placeholder={t('security.selectQuestion')}
        options={questions.data ?? []}
        error={questions.isError ? text(loadFailedKey) : text(errs.SecurityQuestionID?.message as string)}
        {...reg('SecurityQuestionID')}
      />
      <Field
        id={`${idPrefix}-answer`}
        label={t('security.answer')}
        hint={t('security.answerHint')}
        required
        autoComplete="off"
        error={text(errs.SecurityQuestionAnswer?.message as string)}
        {...reg('SecurityQuestionAnswer')}
      />
    </>
  );
}
