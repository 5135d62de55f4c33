import { addressApi } from './profile/address';
import { bankApi } from './profile/bank';
import { categoryApi } from './profile/category';
import { parentApi } from './profile/parent';
import { primaryApi } from './profile/primary';
import { trainingApi } from './profile/training';

/** The profile wizard's endpoints, one family per section, each for both roles (API.md "Profile"). */
export const profileApi = {
  address: addressApi,
  bank: bankApi,
  category: categoryApi,
  parent: parentApi,
  primary: primaryApi,
  training: trainingApi,
};
