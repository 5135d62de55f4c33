import { formatDate, messageNumber } from '@portal/shared/basics';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n';
import { useLang } from '../../lib/use-lang';
import { getUnderInquiry } from './api';
import { ComplaintLayout } from './complaint-layout';

/** Institutes under Inquiry: the public list (institute, district, since), in the page language. */
export default function UnderInquiryPage() {
  const { t } = useTranslation('complaint');
  const lang = useLang();
  const list = useQuery({
    queryKey: ['complaint', 'underInquiry', lang],
    queryFn: ({ signal }) => getUnderInquiry(lang, signal),
    staleTime: 5 * 60_000,
  });
  const rows = list.data?.Data ?? [];
  return (
    <ComplaintLayout titleKey="pages.institutesUnderInquiry">
      <p>{t('underInquiryIntro')}</p>
      <div aria-live="polite" aria-busy={list.isPending}>
        {list.isPending && <p>{t('loading')}</p>}
        {list.isError && (
          <p className="form-alert" role="alert">
            {t('listFailed')}{' '}
            <button type="button" className="button button--secondary" onClick={() => void list.refetch()}>
              {t('retry')}
            </button>
          </p>
        )}
        {list.isSuccess && rows.length === 0 && <p>{t('noInquiries')}</p>}
        {rows.length > 0 && (
          <div className="complaint-table-wrap">
            <table className="complaint-table">
              <caption className="visually-hidden">{t('common:pages.institutesUnderInquiry')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('srNo')}</th>
                  <th scope="col">{t('instituteName')}</th>
                  <th scope="col">{t('district')}</th>
                  <th scope="col">{t('since')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row, i) => (
                  <tr key={`${row.InstituteName}:${row.Since}`}>
                    <td>{messageNumber(i + 1, lang)}</td>
                    <td>{row.InstituteName}</td>
                    <td>{row.District}</td>
                    <td>
                      <time dateTime={row.Since}>{formatDate(row.Since, lang)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </ComplaintLayout>
  );
}
