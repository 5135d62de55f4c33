export * from './accounts';
export * from './banks';
export * from './cases';
export * from './console';
export * from './content';
export * from './profile';
export * from './reference';
export * from './search';
