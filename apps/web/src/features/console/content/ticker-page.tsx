import { CONTENT_LIMITS, tickerRequestSchema } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { usePageTitle } from '../../../lib/page-title';
import { Field } from '../../../ui/field';
import { useMessageText } from '../../../ui/message';
import { saveTicker, useTicker } from './api';
import { ListTools, moved } from './list-tools';
import { SaveOutcome } from './save-outcome';
import { fieldId, useContentSave } from './use-content-form';
import './catalogs';
import './content.css';

type Item = { en: string; mr: string };

/** /console/content/ticker (admins): the announcement ticker's lines, in both languages, in order. */
export default function TickerPage() {
  const { t } = useTranslation('console-content');
  usePageTitle(t('ticker.title'));
  const { data } = useTicker();
  return (
    <div className="content-form-page">
      <h1>{t('ticker.title')}</h1>
      <p>{t('ticker.intro')}</p>
      {data ? <TickerForm initial={data} /> : <p>{t('loading')}</p>}
    </div>
  );
}

function TickerForm({ initial }: { initial: Item[] }) {
  const { t } = useTranslation('console-content');
  const text = useMessageText();
  const [items, setItems] = useState(initial);
  const save = useContentSave(tickerRequestSchema, saveTicker);
  const change = (index: number, lang: keyof Item, value: string) =>
    setItems((all) => all.map((item, i) => (i === index ? { ...item, [lang]: value } : item)));
  return (
    <form
      noValidate
      className="content-form"
      onSubmit={(event) => {
        event.preventDefault();
        save.submit({ items });
      }}
    >
      <SaveOutcome errors={save.errors} attempt={save.attempt} failure={save.failure} saved={save.mutation.isSuccess} />
      <ol className="content-list">
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines have no id; their place is what they are
          <li key={index}>
            <fieldset className="content-item">
              <legend>{t('ticker.item', { n: index + 1 })}</legend>
              <div className="content-columns">
                {(['en', 'mr'] as const).map((lang) => (
                  <Field
                    key={lang}
                    id={fieldId(`items.${index}.${lang}`)}
                    lang={lang}
                    label={t(`ticker.${lang}`, { n: index + 1 })}
                    required
                    maxLength={CONTENT_LIMITS.tickerItemMax}
                    value={item[lang]}
                    error={text(save.errors[`items.${index}.${lang}`])}
                    onChange={(e) => change(index, lang, e.target.value)}
                  />
                ))}
              </div>
              <ListTools
                index={index}
                count={items.length}
                name={t('ticker.item', { n: index + 1 })}
                onMove={(to) => setItems((all) => moved(all, index, to))}
                onRemove={() => setItems((all) => all.filter((_, i) => i !== index))}
              />
            </fieldset>
          </li>
        ))}
      </ol>
      <p>
        <button
          type="button"
          className="button button--secondary"
          disabled={items.length >= CONTENT_LIMITS.tickerItems}
          onClick={() => setItems((all) => [...all, { en: '', mr: '' }])}
        >
          {t('add')}
        </button>
      </p>
      <button type="submit" className="button" disabled={save.mutation.isPending}>
        {save.mutation.isPending ? t('saving') : t('save')}
      </button>
    </form>
  );
}
