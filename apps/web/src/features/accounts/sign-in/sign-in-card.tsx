import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../i18n';
import { lazyWithQuery } from '../../../lib/lazy-with-query';
import './sign-in-card.css';

// The dialogs (and the form code they need) load when first opened, keeping the landing page light.
// The sign-in dialog's captcha uses TanStack Query, which loads with it.
const SignInDialog = lazyWithQuery(() => import('./sign-in-dialog').then((m) => m.SignInDialog));
const RegisterDialog = lazy(() => import('./register-dialog').then((m) => ({ default: m.RegisterDialog })));

/** Route state that pages put on /login, e.g. the logout message. */
export type LoginRouteState = { from?: string; message?: string } | null;

/**
 * The home page's sign-in card: Existing User (Sign In), Not Registered (Register Here) and the
 * Having Trouble Signing In link. `openSignIn` (the /login, /CandidateLogin and /signin routes)
 * opens the sign-in modal at once, showing the message the route state carries, if any.
 */
export default function SignInCard({ openSignIn = false }: { openSignIn?: boolean }) {
  const { t } = useTranslation('home');
  const location = useLocation();
  const titleId = useId();
  const [open, setOpen] = useState<'signIn' | 'register' | null>(openSignIn ? 'signIn' : null);
  const { message, from } = (location.state as LoginRouteState) ?? {};

  // A new visit to a login route (e.g. right after logout, on the same route) opens the modal again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key marks each new visit
  useEffect(() => {
    if (openSignIn) setOpen('signIn');
  }, [openSignIn, location.key]);

  return (
    <section className="card sign-in-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('card.title')}</h2>
      <div className="sign-in-card__panels">
        <div className="sign-in-card__panel">
          <h3>{t('card.existingUser')}</h3>
          <p>{t('card.existingUserText')}</p>
          <button type="button" className="button" onClick={() => setOpen('signIn')}>
            {t('card.signIn')}
          </button>
        </div>
        <div className="sign-in-card__panel">
          <h3>{t('card.notRegistered')}</h3>
          <p>{t('card.notRegisteredText')}</p>
          <button type="button" className="button" onClick={() => setOpen('register')}>
            {t('card.registerHere')}
          </button>
        </div>
      </div>
      <p className="sign-in-card__trouble">
        <Link to="/AccountRecovery">{t('card.trouble')}</Link>
      </p>
      <Suspense fallback={null}>
        {open === 'signIn' && <SignInDialog open onClose={() => setOpen(null)} message={message} from={from} />}
        {open === 'register' && <RegisterDialog open onClose={() => setOpen(null)} />}
      </Suspense>
    </section>
  );
}
