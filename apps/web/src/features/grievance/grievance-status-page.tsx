import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n';
import { usePageTitle } from '../../lib/page-title';
import { useMobileOtp } from '../../lib/use-otp';
import { CaseStatusLookup } from '../../ui/domain/case-status';
import { appealGrievance, lookUpGrievance, rateGrievance } from './api';
import './catalogs';
import './grievance.css';

/** Imported on the form's first use, not with the page (decision 072). */
const statusSchema = () => import('@portal/shared/schemas/grievance').then((m) => m.grievanceStatusRequestSchema);
/**
 * /grievance-status: the grievance number, the mobile it was filed from and an OTP sent to that
 * mobile → the current status, the date the board will answer by, and the dated timeline. Any
 * mismatch gets the server's one answer (it never says which part was wrong).
 */
export default function GrievanceStatusPage() {
  const { t } = useTranslation('grievance');
  usePageTitle(t('status.title'));
  const [params] = useSearchParams();
  const otp = useMobileOtp('caseStatus');
  return (
    <div className="container grievance-status">
      <h1>{t('status.title')}</h1>
      <p>{t('status.intro')}</p>
      <CaseStatusLookup
        kind="grievance"
        idPrefix="grievance-status"
        formLabel={t('status.title')}
        schema={statusSchema}
        numberField="GrievanceNo"
        methods={['otp']}
        initialNumber={params.get('number') ?? ''}
        texts={{
          number: t('status.number'),
          numberHint: t('status.numberHint'),
          result: (number) => t('status.result', { number }),
        }}
        sendOtp={otp.send}
        lookup={lookUpGrievance}
        followUp={{ appeal: appealGrievance, rate: rateGrievance }}
      />
      <p>
        <Link to="/assitance">{t('status.newGrievance')}</Link>
      </p>
    </div>
  );
}
