export * from './accounts';
export * from './content';
export * from './reference';
export * from './search';
export * from './profile';
