import type { Messages } from '@lingui/core';
import { addCatalogs } from '../../i18n';
import type profile from './i18n/profile/en.json';
import type profileAdditional from './i18n/profile-additional/en.json';
import type profileAddress from './i18n/profile-address/en.json';
import type profileBank from './i18n/profile-bank/en.json';
import type profileCategory from './i18n/profile-category/en.json';
import type profilePrimary from './i18n/profile-primary/en.json';
import type profileQualification from './i18n/profile-qualification/en.json';
import type profileTraining from './i18n/profile-training/en.json';
import type profileVerify from './i18n/profile-verify/en.json';
import type profileWork from './i18n/profile-work/en.json';

type Catalog = { messages: Messages };

declare module '../../i18n/keys' {
  interface Ids {
    profile: keyof typeof profile;
    'profile-additional': keyof typeof profileAdditional;
    'profile-address': keyof typeof profileAddress;
    'profile-bank': keyof typeof profileBank;
    'profile-category': keyof typeof profileCategory;
    'profile-primary': keyof typeof profilePrimary;
    'profile-qualification': keyof typeof profileQualification;
    'profile-training': keyof typeof profileTraining;
    'profile-verify': keyof typeof profileVerify;
    'profile-work': keyof typeof profileWork;
  }
}

/**
 * The wizard's message catalogs (web namespaces `profile*`, shared areas of its sections), added when
 * the wizard loads rather than listed on the landing page (decision 005). Imported by every step page.
 */
addCatalogs(
  import.meta.glob<Catalog>('./i18n/profile*/*.json', { query: '?lingui' }),
  import.meta.glob<Catalog>(
    '@shared-catalogs/{profile,address,category,bank,primary,qualification,training,additional,work,verification}/*.json',
    { query: '?lingui' },
  ),
);
