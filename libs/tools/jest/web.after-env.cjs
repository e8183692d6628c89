require('@testing-library/jest-dom');

// The fake API of `@mailplan/testing`: one msw server per test file; answers added by a test
// (mockApi, server.use) and its request log are dropped after it.
const { server } = require('../../testing/src/server.ts');
const { resetMockApi } = require('../../testing/src/mock-api.ts');

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => resetMockApi());
afterAll(() => server.close());
