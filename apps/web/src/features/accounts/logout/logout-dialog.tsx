import type { SessionUser } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import { clearAllDrafts } from '../../../lib/drafts';
import { sessionChanged } from '../../../lib/session';
import { AlertDialog } from '../../../ui/alert-dialog';
import { logOut } from './api';

type LogoutDialogProps = { open: boolean; onClose: () => void; user: SessionUser | null | undefined };

/**
 * The spec's logout alert. On "Yes, LogOut!" the session ends on the server (LoggedInSessionID 0:
 * all of the user's sessions), the app forgets the user and session storage, and the user lands on
 * /login with the previous path and a message for the sign-in modal.
 */
export default function LogoutDialog({ open, onClose, user }: LogoutDialogProps) {
  const { t } = useTranslation('msg');
  const navigate = useNavigate();
  const location = useLocation();
  const logout = useMutation({
    mutationFn: () => logOut(user?.UserID ?? 0),
    // Spec §8: a failed logout call is only logged; the user still leaves with the other message.
    onError: (error) => console.error('logout failed', error),
    onSettled: (response) => void leave(response?.success === true),
  });

  const leave = async (ok: boolean) => {
    sessionStorage.clear();
    // A shared computer keeps nobody's unsaved forms (issue 10 item 12).
    clearAllDrafts();
    onClose();
    // Leave first (the router renders navigations at once, see boot.tsx), then forget the user: a signed-in-only page still on
    // screen would otherwise redirect to /login on its own, without the message.
    await navigate('/login', {
      state: { from: location.pathname, message: ok ? t('accounts.loggedOut') : t('accounts.loggedOutWithIssues') },
    });
    await sessionChanged('loggedOut');
  };

  return (
    <AlertDialog
      open={open}
      onClose={onClose}
      title={t('accounts.logoutConfirmTitle')}
      actions={
        <>
          <button type="button" className="button" onClick={() => logout.mutate()} disabled={logout.isPending}>
            {t('accounts.logoutConfirmYes')}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose} disabled={logout.isPending}>
            {t('accounts.logoutConfirmCancel')}
          </button>
        </>
      }
    >
      <p>{t('accounts.logoutConfirmText')}</p>
    </AlertDialog>
  );
}
