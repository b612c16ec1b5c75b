export * from './common.js';
export * from './auth.js';
export * from './users.js';
export * from './websites.js';
export * from './blogs.js';
export * from './news.js';
export * from './uploads.js';
export * from './api-prefixes.js';
