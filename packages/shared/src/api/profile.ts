import { parentApi } from './profile/parent';

/** The profile wizard's endpoints, one family per section, each for both roles (API.md "Profile"). */
export const profileApi = {
  parent: parentApi,
};
