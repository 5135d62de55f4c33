import type { SessionUser } from '@portal/shared';
import { fileUrl } from '@portal/shared/api/uploads';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import './profile-menu.css';

/**
 * The round profile picture; it toggles a dropdown titled Profile with the user name and Sign Out.
 * Sign Out hands over to the logout confirmation (accounts feature).
 */
export default function ProfileMenu({ user, onSignOut }: { user: SessionUser; onSignOut?: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const picture = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  return (
    <div className="profile-menu" ref={root}>
      <button
        ref={picture}
        type="button"
        className="profile-menu__picture"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
      >
        <img
          src={user.PhotoPath ? fileUrl(user.PhotoPath) : '/images/default-profile.svg'}
          alt=""
          width="44"
          height="44"
        />
        <span className="visually-hidden">{t('profile.title')}</span>
      </button>
      {open && (
        <section id={panelId} className="profile-menu__panel" aria-label={t('profile.title')}>
          <div className="profile-menu__head">
            <h2>{t('profile.title')}</h2>
            <button
              type="button"
              className="profile-menu__close"
              aria-label={t('close')}
              onClick={() => setOpen(false)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <p className="profile-menu__name">{user.UserName}</p>
          <p className="profile-menu__id">{user.UserLoginID}</p>
          <button
            type="button"
            className="button"
            onClick={() => {
              setOpen(false);
              // the panel closes: the logout alert returns focus to the picture, not to nowhere
              picture.current?.focus();
              onSignOut?.();
            }}
          >
            {t('profile.signOut')}
          </button>
        </section>
      )}
    </div>
  );
}
