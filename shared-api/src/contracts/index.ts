export * from './errors';
export * from './auth';
export * from './page';
export * from './signup';
export * from './account-recovery';
export * from './centers';
export * from './address';
