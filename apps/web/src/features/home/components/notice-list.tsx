import type { Notice } from '@portal/shared';
import { useTranslation } from '../../../i18n';
import { NoticeText } from './notice-text';
import './notice-list.css';

/** Notices with their 'New!' badge, document link and (unless `isCompact`) their text. */
export function NoticeList({ notices, isCompact = false }: { notices: Notice[]; isCompact?: boolean }) {
  const { t } = useTranslation('home');
  return (
    <ul className="notice-list">
      {notices.map((notice) => (
        <li key={notice.NotificationID} className="notice">
          <p className="notice__title">
            {notice.NotificationTitle}
            {notice.DisplayNewImage === 1 && <span className="badge-new">{t('notices.new')}</span>}
          </p>
          {!isCompact && <NoticeText html={notice.TextContent} />}
          {notice.FileContentURL && (
            <a className="notice__file" href={notice.FileContentURL} target="_blank" rel="noopener noreferrer">
              {t('notices.file')}
              <span className="visually-hidden">
                {' '}
                {t('notices.fileOf', { title: notice.NotificationTitle })} {t('newTab')}
              </span>
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
