import type { MessageKey } from '@portal/shared/i18n';
import type accounts from './accounts/en.json';
import type caseStatus from './case-status/en.json';
import type chatbot from './chatbot/en.json';
import type common from './common/en.json';
import type complaint from './complaint/en.json';
import type form from './form/en.json';
import type grievance from './grievance/en.json';
import type help from './help/en.json';
import type home from './home/en.json';
import type information from './information/en.json';
import type profile from './profile/en.json';
import type profileAdditional from './profile-additional/en.json';
import type profileAddress from './profile-address/en.json';
import type profileBank from './profile-bank/en.json';
import type profileCategory from './profile-category/en.json';
import type profilePrimary from './profile-primary/en.json';
import type profileQualification from './profile-qualification/en.json';
import type profileTraining from './profile-training/en.json';
import type profileWork from './profile-work/en.json';

import type search from './search/en.json';
import type ui from './ui/en.json';

/**
 * The message ids of each namespace, read from the English catalogs at typecheck time, so a missing or
 * misspelt key in `t('…')` fails `npm run typecheck` (the Marathi catalogs have the same ids: a test).
 * A new namespace adds one line here and one import.
 */
type Ids = {
  accounts: keyof typeof accounts;
  'case-status': keyof typeof caseStatus;
  chatbot: keyof typeof chatbot;
  common: keyof typeof common;
  complaint: keyof typeof complaint;
  form: keyof typeof form;
  grievance: keyof typeof grievance;
  help: keyof typeof help;
  home: keyof typeof home;
  information: keyof typeof information;
  profile: keyof typeof profile;
  'profile-address': keyof typeof profileAddress;
  'profile-category': keyof typeof profileCategory;
  'profile-bank': keyof typeof profileBank;
  'profile-primary': keyof typeof profilePrimary;
  'profile-qualification': keyof typeof profileQualification;
  'profile-training': keyof typeof profileTraining;
  'profile-additional': keyof typeof profileAdditional;
  'profile-work': keyof typeof profileWork;
  search: keyof typeof search;
  ui: keyof typeof ui;
  msg: MessageKey;
};

export type Namespace = keyof Ids;

/** The message ids of namespace `N`. */
export type Id<N extends Namespace> = Ids[N];

/**
 * What `t` takes in a component that asked for namespaces `N`: their ids, `common`'s, or any `ns:id`.
 * `msg:` takes any string too: spec message keys also arrive at run time (a zod issue, an API error).
 */
export type Key<N extends Namespace> =
  | Ids[N | 'common']
  | { [M in Namespace]: `${M}:${Ids[M]}` }[Namespace]
  | `msg:${string}`;
