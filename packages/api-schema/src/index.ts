export { z } from './zod-nl';
export * from './errors';
export * from './password';
export * from './auth';
export * from './config';
export * from './relations';
export * from './portfolio';
export * from './offers';
