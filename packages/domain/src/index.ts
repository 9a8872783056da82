export * from './constants';
export * from './roles';
export * from './messages';
export * from './common/schemas';
export * from './contract/index';
