import { additionalApi } from './profile/additional';
import { addressApi } from './profile/address';
import { bankApi } from './profile/bank';
import { categoryApi } from './profile/category';
import { parentApi } from './profile/parent';
import { primaryApi } from './profile/primary';
import { qualificationApi } from './profile/qualification';
import { trainingApi } from './profile/training';
import { workExperienceApi } from './profile/work-experience';

/** The profile wizard's endpoints, one family per section, each for both roles (API.md "Profile"). */
export const profileApi = {
  additional: additionalApi,
  address: addressApi,
  bank: bankApi,
  category: categoryApi,
  parent: parentApi,
  primary: primaryApi,
  qualification: qualificationApi,
  training: trainingApi,
  workExperience: workExperienceApi,
};
