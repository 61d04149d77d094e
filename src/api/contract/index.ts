export * from './envelope';
export * from './site';
export * from './startup';
export * from './session';
export * from './member';
export * from './dev';
export * from './paths';
