import { CONTENT_LIMITS, type PageBlock, pageRequestSchema } from '@portal/shared';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { usePageTitle } from '../../../lib/page-title';
import { controlA11y, Field, FieldFrame } from '../../../ui/field';
import { useMessageText } from '../../../ui/message';
import { savePage, usePage } from './api';
import { blockOf, blockText } from './page-blocks';
import { SaveOutcome } from './save-outcome';
import { fieldId, useContentSave } from './use-content-form';
import './catalogs';
import './content.css';

type Loaded = { slug: string; titleEn: string; titleMr: string; bodyEn: PageBlock[]; bodyMr: PageBlock[] };

/** /console/content/pages/:slug (admins): a page's title and each of its parts, English and Marathi side by side. */
export default function PageEditPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation('console-content');
  const { data } = usePage(slug);
  usePageTitle(t('page.editTitle', { title: data?.titleEn ?? slug }));
  return (
    <div className="content-form-page">
      <p>
        <Link to="/console/content/pages">{t('page.back')}</Link>
      </p>
      <h1>{t('page.editTitle', { title: data?.titleEn ?? slug })}</h1>
      {data ? <PageForm page={data} /> : <p>{t('loading')}</p>}
    </div>
  );
}

/** A server error's field (`bodyEn.2.items.0.url`) as the box it is in (`bodyEn.2`). */
const boxOf = (path: string) => (path.startsWith('body') ? path.split('.').slice(0, 2).join('.') : path);

function PageForm({ page }: { page: Loaded }) {
  const { t } = useTranslation('console-content');
  const text = useMessageText();
  const [titles, setTitles] = useState({ titleEn: page.titleEn, titleMr: page.titleMr });
  const [texts, setTexts] = useState({ en: page.bodyEn.map(blockText), mr: page.bodyMr.map(blockText) });
  const save = useContentSave(pageRequestSchema, (body) => savePage(page.slug, body));
  const errors = Object.fromEntries(Object.entries(save.errors).map(([path, key]) => [boxOf(path), key]));
  const err = (name: string) => text(errors[name]);
  return (
    <form
      noValidate
      className="content-form"
      onSubmit={(event) => {
        event.preventDefault();
        save.submit({
          ...titles,
          bodyEn: page.bodyEn.map((block, i) => blockOf(block.type, texts.en[i] ?? '')),
          bodyMr: page.bodyMr.map((block, i) => blockOf(block.type, texts.mr[i] ?? '')),
        });
      }}
    >
      <SaveOutcome errors={errors} attempt={save.attempt} failure={save.failure} saved={save.mutation.isSuccess} />
      <div className="content-columns">
        {(['En', 'Mr'] as const).map((lang) => (
          <Field
            key={lang}
            id={fieldId(`title${lang}`)}
            lang={lang.toLowerCase()}
            label={t(`page.title${lang}`)}
            required
            maxLength={CONTENT_LIMITS.titleMax}
            value={titles[`title${lang}`]}
            error={err(`title${lang}`)}
            onChange={(e) => setTitles((v) => ({ ...v, [`title${lang}`]: e.target.value }))}
          />
        ))}
      </div>
      <p className="field__hint">{t('page.blockHint')}</p>
      {page.bodyEn.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a page's parts are fixed here (no adding or moving): the place is the identity
        <fieldset key={index} className="content-item">
          <legend>{t('page.block', { n: index + 1 })}</legend>
          <div className="content-columns">
            {(['en', 'mr'] as const).map((lang) => {
              const name = `body${lang === 'en' ? 'En' : 'Mr'}.${index}`;
              const id = fieldId(name);
              const label = t(lang === 'en' ? 'page.textEn' : 'page.textMr', { n: index + 1 });
              return (
                <FieldFrame key={lang} id={id} label={label} error={err(name)}>
                  <textarea
                    {...controlA11y(id, undefined, err(name))}
                    lang={lang}
                    className="field__input"
                    rows={block.type === 'p' ? 5 : block.type === 'h2' ? 1 : 6}
                    maxLength={CONTENT_LIMITS.blockTextMax * 4}
                    value={texts[lang][index] ?? ''}
                    onChange={(e) =>
                      setTexts((all) => ({
                        ...all,
                        [lang]: all[lang].map((v, i) => (i === index ? e.target.value : v)),
                      }))
                    }
                  />
                </FieldFrame>
              );
            })}
          </div>
        </fieldset>
      ))}
      <button type="submit" className="button" disabled={save.mutation.isPending}>
        {save.mutation.isPending ? t('saving') : t('save')}
      </button>
    </form>
  );
}
