export * from './constants.js';
export * from './messages.js';
export * from './placeholders.js';
export * from './concepts.js';
export * from './brand.js';
export * from './website-url.js';
export * from './campaigns.js';
export * from './colors.js';
