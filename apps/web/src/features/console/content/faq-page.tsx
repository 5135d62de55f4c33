import { CONTENT_LIMITS, type ConsoleFaq, faqRequestSchema } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { usePageTitle } from '../../../lib/page-title';
import { controlA11y, Field, FieldFrame } from '../../../ui/field';
import { useMessageText } from '../../../ui/message';
import { addFaq, CONTENT_KEY, editFaq, orderFaqs, removeFaq, useFaqs } from './api';
import { ListTools, moved } from './list-tools';
import { SaveOutcome } from './save-outcome';
import { fieldId, useContentSave } from './use-content-form';
import './catalogs';
import './content.css';

const EMPTY = { questionEn: '', questionMr: '', answerEn: '', answerMr: '', link: null };

/** /console/content/faq (admins): the FAQ's questions and answers in both languages, in order. */
export default function FaqPage() {
  const { t } = useTranslation('console-content');
  usePageTitle(t('faq.title'));
  const { data } = useFaqs();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState('');
  const change = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTENT_KEY }),
  });
  const act = (run: () => Promise<unknown>, done: string) => change.mutate(run, { onSuccess: () => setStatus(done) });
  return (
    <div className="content-form-page">
      <h1>{t('faq.title')}</h1>
      <p>{t('faq.intro')}</p>
      <p role="status" className="content-status">
        {status}
      </p>
      {change.error && (
        <p className="console-alert" role="alert">
          {t('failed', { reason: change.error.message })}
        </p>
      )}
      {!data && <p>{t('loading')}</p>}
      <ol className="content-list">
        {data?.map((faq, index) => (
          <li key={faq.id}>
            <details className="content-item">
              <summary lang="en">
                {t('faq.question', { n: index + 1 })}: {faq.questionEn}
              </summary>
              <FaqForm faq={faq} />
              <ListTools
                index={index}
                count={data.length}
                name={faq.questionEn}
                onMove={(to) => act(() => orderFaqs(moved(data, index, to).map((f) => f.id)), t('faq.ordered'))}
                onRemove={() => act(() => removeFaq(faq.id), t('faq.removed'))}
              />
            </details>
          </li>
        ))}
      </ol>
      <details className="content-item">
        <summary>{t('faq.add')}</summary>
        <FaqForm />
      </details>
    </div>
  );
}

/** One question's form: a new one when `faq` is left out. */
function FaqForm({ faq }: { faq?: ConsoleFaq }) {
  const { t } = useTranslation('console-content');
  const text = useMessageText();
  const [values, setValues] = useState(() => (faq ? { ...faq } : { ...EMPTY }));
  const save = useContentSave(faqRequestSchema, async (body) => {
    if (faq) await editFaq(faq.id, body);
    else {
      await addFaq(body);
      setValues({ ...EMPTY });
    }
  });
  // ids unique on the page: the question's id, or "new"
  const idOf = (name: string) => fieldId(`${faq?.id ?? 'new'}.${name}`);
  const errors = Object.fromEntries(Object.entries(save.errors).map(([k, v]) => [`${faq?.id ?? 'new'}.${k}`, v]));
  const err = (name: string) => text(save.errors[name]);
  const onChange = (name: string) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((v) => ({ ...v, [name]: name === 'link' && e.target.value === '' ? null : e.target.value }));
  const answer = (lang: 'En' | 'Mr') => {
    const name = `answer${lang}`;
    const id = idOf(name);
    return (
      <FieldFrame id={id} label={t(`faq.answer${lang}`)} required error={err(name)}>
        <textarea
          {...controlA11y(id, undefined, err(name), true)}
          className="field__input"
          rows={4}
          maxLength={CONTENT_LIMITS.answerMax}
          value={values[name as 'answerEn']}
          onChange={onChange(name)}
        />
      </FieldFrame>
    );
  };
  return (
    <form
      noValidate
      className="content-form"
      onSubmit={(event) => {
        event.preventDefault();
        const { questionEn, questionMr, answerEn, answerMr, link } = values;
        save.submit({ questionEn, questionMr, answerEn, answerMr, link });
      }}
    >
      <SaveOutcome errors={errors} attempt={save.attempt} failure={save.failure} saved={save.mutation.isSuccess} />
      <div className="content-columns">
        <div lang="en">
          <Field
            id={idOf('questionEn')}
            label={t('faq.questionEn')}
            required
            maxLength={CONTENT_LIMITS.questionMax}
            value={values.questionEn}
            error={err('questionEn')}
            onChange={onChange('questionEn')}
          />
          {answer('En')}
        </div>
        <div lang="mr">
          <Field
            id={idOf('questionMr')}
            label={t('faq.questionMr')}
            required
            maxLength={CONTENT_LIMITS.questionMax}
            value={values.questionMr}
            error={err('questionMr')}
            onChange={onChange('questionMr')}
          />
          {answer('Mr')}
        </div>
      </div>
      <Field
        id={idOf('link')}
        label={t('faq.link')}
        hint={t('faq.linkHint')}
        maxLength={CONTENT_LIMITS.linkMax}
        value={values.link ?? ''}
        error={err('link')}
        onChange={onChange('link')}
      />
      <button type="submit" className="button" disabled={save.mutation.isPending}>
        {save.mutation.isPending ? t('saving') : faq ? t('save') : t('add')}
      </button>
    </form>
  );
}
