export * from './errors';
export * from './hub';
export * from './notify';
export * from './serviceWorker';
export * from './transfer';
