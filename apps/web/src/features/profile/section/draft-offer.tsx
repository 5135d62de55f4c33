import { formatDateTime } from '@portal/shared/basics';
import { useTranslation } from '../../../i18n';
import { useLang } from '../../../lib/use-lang';
import type { OfferedDraft } from './use-form-draft';

/** "Changes you made on … were not saved. Restore them?" with Restore and Discard. */
export function DraftOffer({ draft }: { draft: OfferedDraft | null }) {
  const { t } = useTranslation('profile');
  const lang = useLang();
  if (!draft) return null;
  return (
    <section className="profile-draft" aria-label={t('draft.label')}>
      <p>{t('draft.offer', { time: formatDateTime(new Date(draft.savedAt), lang) })}</p>
      <button type="button" className="button" onClick={draft.restore}>
        {t('draft.restore')}
      </button>
      <button type="button" className="button button--secondary" onClick={draft.discard}>
        {t('draft.discard')}
      </button>
    </section>
  );
}
