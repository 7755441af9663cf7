export * from './bid-increment';
export * from './envelope';
export * from './item-id';
export * from './message';
export * from './order-status';
export * from './price';
export * from './sys';
export * from './user';
