export * from './constants.js';
export * from './messages.js';
export * from './placeholders.js';
export * from './brand.js';
