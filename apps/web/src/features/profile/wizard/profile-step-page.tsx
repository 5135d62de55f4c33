import type { ProfileStep } from '@portal/shared';
import { type ComponentType, type ReactNode, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useCompletedSteps } from '../../../lib/use-profile-steps';
import { ProfileSteps } from '../../../ui/domain/profile-steps';
import '../catalogs';
import { type ProfileUser, useProfileUser } from '../use-profile-user';
import { StepVerificationNotice } from '../verify/step-notice';
import './wizard.css';

type Props = {
  step: ProfileStep;
  title: string;
  /** The step's form for the signed-in candidate or staff member. */
  children: (user: ProfileUser) => ReactNode;
};

/**
 * One step of the profile wizard: its title, the 12-step progress bar, the previous step's "saved"
 * message (until this step's form is sent), and the step's form for the user's role. Board officials have no profile: they are told.
 */
export function ProfileStepPage({ step, title, children }: Props) {
  const { t } = useTranslation('profile');
  const user = useProfileUser();
  const { completed } = useCompletedSteps();
  const savedMessage = (useLocation().state as { savedMessage?: string } | null)?.savedMessage;
  // the last step's "saved" is news until this step's form is sent: then its own answer counts (issue 23 item 6)
  const [sent, setSent] = useState(false);
  usePageTitle(title);
  return (
    <div className="profile-step" onSubmitCapture={() => setSent(true)}>
      <h1 className="profile-step__title">{title}</h1>
      <ProfileSteps current={step} completed={completed} linked />
      {savedMessage && !sent && (
        <p className="profile-step__saved" role="status">
          {savedMessage}
        </p>
      )}
      {user && <StepVerificationNotice step={step} />}
      {user ? children(user) : <p>{t('noProfile')}</p>}
    </div>
  );
}

/** The catalogs of the steps whose page is `stepPage`'s (each has a `title`). */
type StepNamespace = 'profile-training' | 'profile-work' | 'profile-qualification' | 'profile-additional';

/** A step's page (its route's default export): `Step` for the signed-in user, titled from its catalog. */
export function stepPage(step: ProfileStep, ns: StepNamespace, Step: ComponentType<{ user: ProfileUser }>) {
  return function StepPage() {
    const { t } = useTranslation(ns);
    return (
      <ProfileStepPage step={step} title={t(`${ns}:title`)}>
        {(user) => <Step user={user} />}
      </ProfileStepPage>
    );
  };
}
