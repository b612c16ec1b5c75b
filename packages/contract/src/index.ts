export * from './common.js';
export * from './auth.js';
export * from './users.js';
export * from './websites.js';
