import { setupServer } from 'msw/node';
import { unexpectedRequest } from './request-log';

/**
 * The one fake API of every front-end test. The Jest preset starts it before a file's tests,
 * drops per-test answers after each test, and closes it at the end
 * (`libs/tools/jest/web.after-env.cjs`). Tests add answers with `mockApi` or `server.use`; a
 * request nobody answers is logged, warned about and fails like an unreachable server.
 */
export const server = setupServer(unexpectedRequest);
