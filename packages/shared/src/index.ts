export * from './constants';
export * from './i18n';
export * from './rules';
export * from './schemas/common';
export * from './schemas/session';
export * from './schemas/shell';
