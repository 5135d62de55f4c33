import type { MenuItem } from '@portal/shared';
import { homeApi } from '@portal/shared/api/home';
import { menuApi } from '@portal/shared/api/menu';
import { call } from '../../lib/api';

/** The shell's calls (decision 054: only an api.ts calls the API). */

/** The public menu as a tree (the server builds it). */
export const defaultMenu = (lang: 'en' | 'mr') => call(menuApi.defaultMenu, { query: { lang } });

/** A signed-in user's flat menu (the spec's RegionID is fixed at 1). */
export async function userMenu(
  user: { UserTypeID: number; UserLoginID: string },
  lang: 'en' | 'mr',
): Promise<MenuItem[]> {
  const response = await call(menuApi.userMenu, {
    query: { RegionID: 1, UserTypeID: user.UserTypeID, UserLoginID: user.UserLoginID, lang },
  });
  return response.Data;
}

/** The day the public content last changed, for the footer (GIGW's "last updated"). */
export const siteUpdatedOn = async () => (await call(homeApi.lastUpdated, {})).Data.UpdatedOn;
