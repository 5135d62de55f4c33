import { CONTENT_LIMITS, type ConsoleNotice, NOTICE_CATEGORIES, noticeRequestSchema } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { Field, SelectField } from '../../../ui/field';
import { useMessageText } from '../../../ui/message';
import { attachPdf, CONTENT_KEY, createNotice, detachPdf, editNotice, setPublished, useNotice } from './api';
import { categoryKey } from './notices-page';
import { RichTextField, RichTextPreview } from './rich-text';
import { SaveOutcome } from './save-outcome';
import { fieldId, useContentSave } from './use-content-form';
import './catalogs';
import './content.css';

type Values = {
  categoryId: string;
  titleEn: string;
  titleMr: string;
  htmlEn: string;
  htmlMr: string;
  publishAt: string;
  newUntil: string;
};

const valuesOf = (notice?: ConsoleNotice): Values => ({
  categoryId: String(notice?.categoryId ?? NOTICE_CATEGORIES[0].id),
  titleEn: notice?.titleEn ?? '',
  titleMr: notice?.titleMr ?? '',
  htmlEn: notice?.htmlEn ?? '',
  htmlMr: notice?.htmlMr ?? '',
  publishAt: notice?.publishAt ?? '',
  newUntil: notice?.newUntil ?? '',
});

/** /console/content/notices/new and /console/content/notices/:id */
export default function NoticeEditPage() {
  const { id } = useParams();
  const noticeId = id === undefined || id === 'new' ? undefined : Number(id);
  const { t } = useTranslation('console-content');
  const { data: notice, isPending } = useNotice(noticeId);
  usePageTitle(t(noticeId ? 'notice.editTitle' : 'notice.newTitle'));
  if (noticeId !== undefined && isPending) return <p>{t('loading')}</p>;
  // keyed by the notice: the editors start from its text
  return <NoticeForm key={noticeId ?? 'new'} notice={notice} />;
}

function NoticeForm({ notice }: { notice?: ConsoleNotice }) {
  const { t } = useTranslation('console-content');
  const text = useMessageText();
  const navigate = useNavigate();
  const justCreated = (useLocation().state as { saved?: boolean } | null)?.saved === true;
  const [values, setValues] = useState(() => valuesOf(notice));
  const set = (name: keyof Values) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  const save = useContentSave(noticeRequestSchema, async (body) => {
    if (!notice) {
      const id = await createNotice(body);
      navigate(`/console/content/notices/${id}`, { replace: true, state: { saved: true } });
    } else await editNotice(notice.id, body);
  });
  const err = (name: string) => text(save.errors[name]);
  const input = (name: 'titleEn' | 'titleMr' | 'publishAt' | 'newUntil') => ({
    id: fieldId(name),
    value: values[name],
    error: err(name),
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => set(name)(e.target.value),
  });
  return (
    <div className="content-form-page">
      <p>
        <Link to="/console/content/notices">{t('notice.back')}</Link>
      </p>
      <h1>{t(notice ? 'notice.editTitle' : 'notice.newTitle')}</h1>
      {notice && <p>{t('notice.state', { state: t(`state.${notice.state}`) })}</p>}
      <form
        noValidate
        className="content-form"
        onSubmit={(event) => {
          event.preventDefault();
          save.submit({
            ...values,
            categoryId: Number(values.categoryId),
            publishAt: values.publishAt || null,
            newUntil: values.newUntil || null,
          });
        }}
      >
        <SaveOutcome
          errors={save.errors}
          attempt={save.attempt}
          failure={save.failure}
          saved={save.mutation.isSuccess || justCreated}
        />
        <SelectField
          id={fieldId('categoryId')}
          label={t('notice.category')}
          required
          value={values.categoryId}
          error={err('categoryId')}
          onChange={(e) => set('categoryId')(e.target.value)}
          options={NOTICE_CATEGORIES.map((c) => ({ value: String(c.id), label: t(categoryKey(c.id)) }))}
        />
        <div className="content-columns">
          <section aria-labelledby="content-english" lang="en">
            <h2 id="content-english">{t('english')}</h2>
            <Field label={t('notice.titleEn')} required maxLength={CONTENT_LIMITS.titleMax} {...input('titleEn')} />
            <RichTextField
              id={fieldId('htmlEn')}
              label={t('notice.textEn')}
              lang="en"
              value={values.htmlEn}
              onChange={set('htmlEn')}
              error={err('htmlEn')}
            />
          </section>
          <section aria-labelledby="content-marathi" lang="mr">
            <h2 id="content-marathi">{t('marathi')}</h2>
            <Field label={t('notice.titleMr')} required maxLength={CONTENT_LIMITS.titleMax} {...input('titleMr')} />
            <RichTextField
              id={fieldId('htmlMr')}
              label={t('notice.textMr')}
              lang="mr"
              value={values.htmlMr}
              onChange={set('htmlMr')}
              error={err('htmlMr')}
            />
          </section>
        </div>
        <div className="content-columns">
          <div className="field">
            <label className="field__label" htmlFor={fieldId('publishAt')}>
              {t('notice.publishAt')}
            </label>
            <p id={`${fieldId('publishAt')}-hint`} className="field__hint">
              {t('notice.publishAtHint')}
            </p>
            {err('publishAt') && (
              <p id={`${fieldId('publishAt')}-error`} className="field__error">
                {err('publishAt')}
              </p>
            )}
            <input
              id={fieldId('publishAt')}
              type="datetime-local"
              className="field__input"
              value={values.publishAt}
              aria-describedby={`${fieldId('publishAt')}-hint${err('publishAt') ? ` ${fieldId('publishAt')}-error` : ''}`}
              aria-invalid={err('publishAt') ? true : undefined}
              onChange={(e) => set('publishAt')(e.target.value)}
            />
          </div>
          <Field type="date" label={t('notice.newUntil')} hint={t('notice.newUntilHint')} {...input('newUntil')} />
        </div>
        <details className="content-preview">
          <summary>{t('preview')}</summary>
          <div className="content-columns">
            <div lang="en">
              <h3>{values.titleEn}</h3>
              <RichTextPreview html={values.htmlEn} lang="en" />
            </div>
            <div lang="mr">
              <h3>{values.titleMr}</h3>
              <RichTextPreview html={values.htmlMr} lang="mr" />
            </div>
          </div>
        </details>
        <button type="submit" className="button" disabled={save.mutation.isPending}>
          {save.mutation.isPending ? t('saving') : t('save')}
        </button>
      </form>
      {notice && <NoticeActions notice={notice} />}
    </div>
  );
}

/** Publish or unpublish, and the PDF attachment, of a saved notice. */
function NoticeActions({ notice }: { notice: ConsoleNotice }) {
  const { t } = useTranslation('console-content');
  const text = useMessageText();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const action = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTENT_KEY }),
  });
  const error =
    action.error instanceof ApiError ? (text(action.error.fields[0]?.key) ?? action.error.message) : undefined;
  const fileInput = fieldId('file');
  return (
    <section className="content-actions" aria-labelledby="content-actions">
      <h2 id="content-actions" className="visually-hidden">
        {t('notice.attachment')}
      </h2>
      {error && (
        <p className="console-alert" role="alert">
          {t('failed', { reason: error })}
        </p>
      )}
      <p role="status" className="content-status">
        {action.isSuccess ? t('saved') : ''}
      </p>
      <p>
        {notice.state === 'unpublished' ? (
          <button type="button" className="button" onClick={() => action.mutate(() => setPublished(notice.id, true))}>
            {t('notice.publish')}
          </button>
        ) : (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => action.mutate(() => setPublished(notice.id, false))}
          >
            {t('notice.unpublish')}
          </button>
        )}
      </p>
      <h3>{t('notice.attachment')}</h3>
      {notice.fileUrl && (
        <p>
          <a href={notice.fileUrl} target="_blank" rel="noreferrer">
            {t('notice.viewAttachment')}
          </a>{' '}
          <button
            type="button"
            className="button button--secondary"
            onClick={() => action.mutate(() => detachPdf(notice.id))}
          >
            {t('notice.detach')}
          </button>
        </p>
      )}
      <form
        className="content-attach"
        onSubmit={(event) => {
          event.preventDefault();
          if (file) action.mutate(() => attachPdf(notice.id, file));
        }}
      >
        <label className="field__label" htmlFor={fileInput}>
          {t('notice.attachment')}
        </label>
        <p id={`${fileInput}-hint`} className="field__hint">
          {t('notice.attachmentHint')}
        </p>
        <input
          id={fileInput}
          type="file"
          accept="application/pdf,.pdf"
          aria-describedby={`${fileInput}-hint`}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        <button type="submit" className="button button--secondary" disabled={!file}>
          {t('notice.attach')}
        </button>
      </form>
    </section>
  );
}
