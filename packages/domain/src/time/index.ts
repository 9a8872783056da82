export * from './zone';
export * from './grid';
export * from './defaults';
export * from './validation';
export * from './slot-click';
export * from './windows';
export * from './usage';
