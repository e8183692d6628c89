require('@testing-library/jest-dom');

// findBy*/waitFor wait up to 3 s (Testing Library's default is 1 s): lazily loaded pages and the
// fake API's answers can take longer than that on a busy machine.
require('@testing-library/react').configure({ asyncUtilTimeout: 3000 });

// The fake API of `@mailplan/testing`: one msw server per test file; answers added by a test
// (mockApi, server.use) and its request log are dropped after it.
const { server } = require('@mailplan/testing/server');
const { resetMockApi } = require('@mailplan/testing/mock-api');

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => resetMockApi());
afterAll(() => server.close());
