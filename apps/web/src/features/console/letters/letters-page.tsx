import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ConsoleLetter,
  consoleLetterQuerySchema,
  formatDateTime,
  LETTER_REVOKE_REASON,
  revokeLetterRequestSchema,
} from '@portal/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { useLang } from '../../../lib/use-lang';
import { ErrorSummary, summaryOf } from '../../../ui/error-summary';
import { controlA11y, Field, FieldFrame } from '../../../ui/field';
import { useMessageText } from '../../../ui/message';
import { findLetter, revokeLetter } from './api';
import './catalogs';
import './letters.css';

const findIds = { ReferenceNo: 'letter-reference' };
const revokeIds = { Reason: 'letter-reason' };

/**
 * /console/letters (officers and admins): an admission letter by its reference number, and its
 * revocation with a reason (issue 21 item 5, decision 065).
 */
export default function LettersPage() {
  const { t } = useTranslation(['console-letters', 'msg']);
  usePageTitle(t('title'));
  const text = useMessageText();
  const [letter, setLetter] = useState<ConsoleLetter>();
  const [summaryFocus, setSummaryFocus] = useState(0);
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(consoleLetterQuerySchema),
    defaultValues: { ReferenceNo: '' },
    shouldFocusError: false,
  });
  const find = useMutation({
    mutationFn: (reference: string) => findLetter(reference),
    onMutate: () => setLetter(undefined),
    onSuccess: setLetter,
    onError: (error) => {
      if (error instanceof ApiError)
        for (const field of error.fields)
          if (field.field === 'ReferenceNo') setError('ReferenceNo', { message: field.key });
      setSummaryFocus((n) => n + 1);
    },
  });
  const failure =
    find.error && !(find.error instanceof ApiError && find.error.fields.length > 0) ? find.error.message : undefined;
  return (
    <div className="console-form-page">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <form
        noValidate
        aria-label={t('find')}
        className="console-form"
        onSubmit={handleSubmit(
          (values) => find.mutate(values.ReferenceNo),
          () => setSummaryFocus((n) => n + 1),
        )}
      >
        <ErrorSummary errors={summaryOf(formState.errors, findIds, text)} focusKey={summaryFocus} />
        {failure && (
          <p className="console-alert" role="alert">
            {failure}
          </p>
        )}
        <Field
          id={findIds.ReferenceNo}
          label={t('reference')}
          hint={t('referenceHint')}
          required
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          error={text(formState.errors.ReferenceNo?.message)}
          {...register('ReferenceNo')}
        />
        <button type="submit" className="button" disabled={find.isPending}>
          {find.isPending ? t('finding') : t('find')}
        </button>
      </form>
      {letter && <LetterFacts letter={letter} />}
      {letter && letter.Status === 'valid' && <RevokeForm letter={letter} onRevoked={setLetter} />}
    </div>
  );
}

function LetterFacts({ letter }: { letter: ConsoleLetter }) {
  const { t } = useTranslation('console-letters');
  const lang = useLang();
  return (
    <section aria-labelledby="letter-found">
      <h2 id="letter-found">{letter.ReferenceNo}</h2>
      <dl className="console-facts">
        <dt>{t('name')}</dt>
        <dd>
          <span lang="mr">{letter.NameMr}</span> / <span lang="en">{letter.NameEn}</span>
        </dd>
        <dt>{t('profileId')}</dt>
        <dd>{letter.ProfileID}</dd>
        <dt>{t('institute')}</dt>
        <dd>
          {letter.InstituteName} ({letter.InstituteCode}), {letter.District[lang]}
        </dd>
        <dt>{t('course')}</dt>
        <dd>
          {letter.CourseName} ({letter.CourseCode})
        </dd>
        <dt>{t('year')}</dt>
        <dd>{letter.AcademicYear}</dd>
        <dt>{t('issued')}</dt>
        <dd>{formatDateTime(new Date(letter.IssuedAt), lang)}</dd>
        <dt>{t('status')}</dt>
        <dd>
          {letter.Status === 'revoked' && letter.RevokedAt
            ? t('revoked', {
                date: formatDateTime(new Date(letter.RevokedAt), lang),
                reason: letter.RevokedReason ?? '',
              })
            : t('valid')}
        </dd>
      </dl>
    </section>
  );
}

function RevokeForm({ letter, onRevoked }: { letter: ConsoleLetter; onRevoked: (letter: ConsoleLetter) => void }) {
  const { t } = useTranslation(['console-letters', 'msg']);
  const text = useMessageText();
  const [summaryFocus, setSummaryFocus] = useState(0);
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(revokeLetterRequestSchema),
    defaultValues: { ReferenceNo: letter.ReferenceNo, Reason: '' },
    shouldFocusError: false,
  });
  const revoke = useMutation({
    mutationFn: revokeLetter,
    onSuccess: onRevoked,
    onError: (error) => {
      if (error instanceof ApiError)
        for (const field of error.fields) if (field.field === 'Reason') setError('Reason', { message: field.key });
      setSummaryFocus((n) => n + 1);
    },
  });
  const failure =
    revoke.error && !(revoke.error instanceof ApiError && revoke.error.fields.length > 0)
      ? revoke.error.message
      : undefined;
  const error = text(formState.errors.Reason?.message);
  return (
    <form
      noValidate
      className="console-form"
      aria-labelledby="revoke-title"
      onSubmit={handleSubmit(
        (values) => revoke.mutate(values),
        () => setSummaryFocus((n) => n + 1),
      )}
    >
      <h2 id="revoke-title">{t('revokeTitle')}</h2>
      <ErrorSummary errors={summaryOf(formState.errors, revokeIds, text)} focusKey={summaryFocus} />
      {failure && (
        <p className="console-alert" role="alert">
          {failure}
        </p>
      )}
      <FieldFrame id={revokeIds.Reason} label={t('reason')} required hint={t('reasonHint')} error={error}>
        <textarea
          {...controlA11y(revokeIds.Reason, t('reasonHint'), error, true)}
          className="field__input"
          rows={3}
          maxLength={LETTER_REVOKE_REASON.max}
          {...register('Reason')}
        />
      </FieldFrame>
      <button type="submit" className="button" disabled={revoke.isPending}>
        {revoke.isPending ? t('revoking') : t('revoke')}
      </button>
    </form>
  );
}
