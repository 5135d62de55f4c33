import type { MenuItem, MenuNode } from '@portal/shared';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n';
import { useResource } from '../../lib/resource';
import { refreshSession, SESSION_EVENTS, useSession } from '../../lib/session';
import { defaultMenu, userMenu } from './api';

/** The spec's flat menu -> tree by ParentMenuID (0 = top level). */
export function menuTree(items: MenuItem[], parentId = 0): MenuNode[] {
  return items
    .filter((item) => item.ParentMenuID === parentId)
    .map((item) => {
      const children = menuTree(items, item.MenuID);
      return {
        label: item.LinkName,
        link: item.LinkURL,
        ...(item.CSSClass ? { className: item.CSSClass } : {}),
        ...(children.length > 0 ? { dropdown: children } : {}),
      };
    });
}

/**
 * The public menu, or the signed-in user's menu. It follows the session: the login and logout
 * events (and any session refresh) change the key, so no polling is needed. A plain cached read
 * like the session (the shell is on the landing page). A failed fetch leaves the menu empty (spec §8).
 */
export function useMenu(): MenuNode[] {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'mr' ? 'mr' : 'en';
  const { data: user } = useSession();

  useEffect(() => {
    const refresh = () => void refreshSession();
    window.addEventListener(SESSION_EVENTS.loggedIn, refresh);
    window.addEventListener(SESSION_EVENTS.loggedOut, refresh);
    return () => {
      window.removeEventListener(SESSION_EVENTS.loggedIn, refresh);
      window.removeEventListener(SESSION_EVENTS.loggedOut, refresh);
    };
  }, []);

  const menu = useResource(
    `menu:${user?.UserLoginID ?? ''}:${lang}`,
    async () => {
      if (!user) return defaultMenu(lang);
      return menuTree(await userMenu(user, lang));
    },
    { keepPrevious: true },
  );
  return menu.data ?? [];
}
