/**
 * The zod-free part of @portal/shared (constants and formatting). The web app imports values from
 * here rather than from the package root, whose schemas would pull zod into the landing page.
 */
export * from './constants';
export * from './format';
