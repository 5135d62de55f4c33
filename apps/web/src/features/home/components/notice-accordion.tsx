import { IMPORTANT_NOTICES_CATEGORY, LIMITS, NOTICE_CATEGORIES } from '@portal/shared/basics';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { useLang } from '../../../lib/use-lang';
import { useNotices } from '../api';
import { NoticeList } from './notice-list';
import { SeeMoreNotices } from './see-more-notices';
import './notice-accordion.css';

const categories = NOTICE_CATEGORIES.filter((category) => category.id !== IMPORTANT_NOTICES_CATEGORY);

/**
 * Notice categories 2–7 (spec §4): one open at a time; opening a category loads its notices and
 * clears the modal's search; clicking the open one closes it. Two notices show inline, the rest
 * behind 'See more...'.
 */
export function NoticeAccordion() {
  const { t } = useTranslation('home');
  const lang = useLang();
  const baseId = useId();
  const [openId, setOpenId] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const notices = useNotices(openId, lang);

  const toggle = (id: number) => {
    if (openId === id) {
      setOpenId(null);
      return;
    }
    setOpenId(id);
    setSearch('');
  };

  return (
    <section className="notice-accordion" aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`}>{t('notices.title')}</h2>
      {categories.map((category) => {
        const isOpen = openId === category.id;
        const label = t(`notices.categories.${category.key}`);
        const buttonId = `${baseId}-${category.id}-button`;
        const panelId = `${baseId}-${category.id}-panel`;
        return (
          <div key={category.id} className="notice-accordion__item">
            <h3 className="notice-accordion__heading">
              <button
                id={buttonId}
                type="button"
                className="notice-accordion__button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(category.id)}
              >
                {label}
                <span className="notice-accordion__icon" aria-hidden="true">
                  {isOpen ? '−' : '+'}
                </span>
              </button>
            </h3>
            <section id={panelId} aria-labelledby={buttonId} className="notice-accordion__panel" hidden={!isOpen}>
              {isOpen && notices.isPending && <p className="notice-accordion__loading">{t('common:loading')}</p>}
              {isOpen && notices.data && (
                <>
                  {notices.data.length === 0 ? (
                    <p>{t('notices.empty')}</p>
                  ) : (
                    <NoticeList notices={notices.data.slice(0, LIMITS.inlineNotices)} />
                  )}
                  {notices.data.length > LIMITS.inlineNotices && (
                    <SeeMoreNotices
                      title={label}
                      notices={notices.data}
                      search={search}
                      onSearch={setSearch}
                      searchTitles
                    />
                  )}
                </>
              )}
            </section>
          </div>
        );
      })}
    </section>
  );
}
