import { IMPORTANT_NOTICES_CATEGORY, LIMITS } from '@portal/shared/basics';
import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { useLang } from '../../../lib/use-lang';
import { useNotices } from '../api';
import { NoticeList } from './notice-list';
import { SeeMoreNotices } from './see-more-notices';

/**
 * The Important Notices card (category 1): the titles of five notices, and 'See more...' (every
 * notice with its text, searchable by text) when there are more.
 */
export function ImportantNotices() {
  const { t } = useTranslation('home');
  const lang = useLang();
  const [search, setSearch] = useState('');
  const notices = useNotices(IMPORTANT_NOTICES_CATEGORY, lang);
  const title = t('notices.important');

  return (
    <section className="card important-notices" aria-labelledby="important-notices-title">
      <h2 id="important-notices-title">{title}</h2>
      {notices.isPending && <p>{t('common:loading')}</p>}
      {notices.data &&
        (notices.data.length === 0 ? (
          <p>{t('notices.empty')}</p>
        ) : (
          <NoticeList notices={notices.data.slice(0, LIMITS.importantNoticesCard)} isCompact />
        ))}
      {notices.data && notices.data.length > LIMITS.importantNoticesCard && (
        <SeeMoreNotices
          title={title}
          notices={notices.data}
          search={search}
          onSearch={setSearch}
          searchTitles={false}
        />
      )}
    </section>
  );
}
