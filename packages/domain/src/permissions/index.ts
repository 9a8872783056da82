export * from './capabilities';
export * from './booking';
export * from './users';
export * from './routes';
export * from './menu';
