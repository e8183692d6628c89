// Fakes of the providers' HTTP APIs, driven by the real SDKs through their base URLs.
export * from './fake-http-server.js';
export * from './fake-anthropic.js';
export * from './fake-openai.js';
export * from './fake-gemini.js';
export * from './tiny-files.js';
