/**
 * The zod-free part of @portal/shared (constants, formatting, text rules, and the lists and limits the
 * schemas check). The web app imports values from here rather than from the package root, whose
 * schemas would pull zod into the landing page; a form loads its schema when first used (decision 072).
 */
export * from './constants';
export * from './format';
export * from './rules';
export * from './values/captcha';
export * from './values/cases';
export * from './values/complaint';
export * from './values/fields';
export * from './values/grievance';
export * from './values/help';
export * from './values/places';
export * from './values/profile';
export * from './values/registration';
export * from './values/uploads';
