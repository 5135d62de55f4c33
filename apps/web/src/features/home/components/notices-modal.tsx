import type { Notice } from '@portal/shared';
import { useId, useMemo } from 'react';
import { useTranslation } from '../../../i18n';
import { Dialog } from '../../../ui/dialog';
import { NoticeList } from './notice-list';
import './notices-modal.css';

type NoticesModalProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  notices: Notice[];
  search: string;
  onSearch: (search: string) => void;
  searchTitles: boolean;
};

/** The text of notice HTML, for searching. A parsed-only document runs no scripts and loads nothing. */
const plainText = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

/** Every notice of a category with a case-insensitive substring search (spec §5), in a 400 px scroll area. */
export default function NoticesModal({
  open,
  onClose,
  title,
  notices,
  search,
  onSearch,
  searchTitles,
}: NoticesModalProps) {
  const { t } = useTranslation('home');
  const inputId = useId();
  const hintId = useId();
  const searchable = useMemo(
    () =>
      notices.map((notice) => ({
        notice,
        title: notice.NotificationTitle.toLocaleLowerCase(),
        text: plainText(notice.TextContent).toLocaleLowerCase(),
      })),
    [notices],
  );
  const needle = search.trim().toLocaleLowerCase();
  const shown = needle
    ? searchable
        .filter((n) => n.text.includes(needle) || (searchTitles && n.title.includes(needle)))
        .map((n) => n.notice)
    : notices;
  const message = notices.length === 0 ? t('notices.empty') : shown.length === 0 ? t('notices.noMatch') : '';

  return (
    <Dialog open={open} onClose={onClose} title={title} size="large">
      <div className="notices-modal__search">
        <label htmlFor={inputId}>{t('notices.search')}</label>
        <p id={hintId} className="notices-modal__hint">
          {searchTitles ? t('notices.searchHint') : t('notices.searchHintText')}
        </p>
        <input
          id={inputId}
          type="search"
          value={search}
          autoComplete="off"
          aria-describedby={hintId}
          onChange={(event) => onSearch(event.target.value)}
        />
      </div>
      <p className="notices-modal__status" role="status">
        {message}
      </p>
      {shown.length > 0 && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it
        <section className="notices-modal__list" aria-label={t('notices.list')} tabIndex={0}>
          <NoticeList notices={shown} />
        </section>
      )}
    </Dialog>
  );
}
