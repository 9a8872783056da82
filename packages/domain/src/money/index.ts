export * from './rounding';
export * from './tax';
export * from './discount';
export * from './booking-cost';
export * from './dkk-text';
