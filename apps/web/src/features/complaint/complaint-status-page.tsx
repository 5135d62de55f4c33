import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n';
import { useMobileOtp } from '../../lib/use-otp';
import { CaseStatusLookup } from '../../ui/domain/case-status';
import { appealComplaint, lookUpComplaint, rateComplaint } from './api';
import { ComplaintLayout } from './complaint-layout';

/** Imported on the form's first use, not with the page (decision 072). */
const statusSchema = () => import('@portal/shared/schemas/complaint').then((m) => m.complaintStatusRequestSchema);
/**
 * Status of Complaint: the number and the complaint password, or the complainant's mobile and an OTP
 * (send-otp with purpose caseStatus) → the status, the due date and the dated timeline. A wrong
 * secret and an unknown number get the same answer (the server's).
 */
export default function ComplaintStatusPage() {
  const { t } = useTranslation('complaint');
  const otp = useMobileOtp('caseStatus');
  const initial = (useLocation().state as { number?: string } | null)?.number;
  return (
    <ComplaintLayout titleKey="pages.complaintStatus">
      <p>{t('statusIntro')}</p>
      <CaseStatusLookup
        kind="complaint"
        idPrefix="cmp-status"
        formLabel={t('common:pages.complaintStatus')}
        schema={statusSchema}
        numberField="ComplaintNo"
        methods={['password', 'otp']}
        initialNumber={initial}
        texts={{
          number: t('complaintNo'),
          numberHint: t('complaintNoHint'),
          result: (number) => t('resultHeading', { number }),
          methods: { legend: t('proveWith'), password: t('byPassword'), otp: t('byOtp') },
        }}
        sendOtp={otp.send}
        lookup={lookUpComplaint}
        followUp={{ appeal: appealComplaint, rate: rateComplaint }}
      />
    </ComplaintLayout>
  );
}
