import type { Notice } from '@portal/shared';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n';

const NoticesModal = lazy(() => import('./notices-modal'));

type SeeMoreProps = {
  /** The category's name: the modal's title. */
  title: string;
  notices: Notice[];
  search: string;
  onSearch: (search: string) => void;
  /** The accordion searches titles and text; the Important Notices card only text (spec §5). */
  searchTitles: boolean;
};

/**
 * 'See more...' and its modal with every notice and a search box. The modal's code loads on the
 * first click and then stays mounted, so closing it returns focus to this button.
 */
export function SeeMoreNotices({ title, ...modal }: SeeMoreProps) {
  const { t } = useTranslation('home');
  const [isOpen, setOpen] = useState(false);
  const [isLoaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--link see-more"
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {t('notices.seeMore')}
        <span className="visually-hidden"> {t('notices.seeMoreOf', { category: title })}</span>
      </button>
      {isLoaded && (
        <Suspense fallback={null}>
          <NoticesModal open={isOpen} onClose={() => setOpen(false)} title={title} {...modal} />
        </Suspense>
      )}
    </>
  );
}
