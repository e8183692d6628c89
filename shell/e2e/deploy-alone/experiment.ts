// What the experiment of deploy-alone.spec.ts changes and where its copy lives, read by the spec
// and by serve.mjs / prepare.mjs (Node runs this file as it is: it imports only node: modules).
import { tmpdir } from 'node:os';
import path from 'node:path';

/** What the changed remote shows: a shared constant added by the change, heading the new query's data. */
export const NEW_CONSTANT_TEXT = 'People planning this calendar';
/** The additive change to the shared core that the rebuilt shell carries (old remotes ignore it). */
export const NEW_CORE_NAME = 'CALENDAR_TEAM_TAG';

/** Where the experiment's copy lives while the tests on `port` run (the spec reads its builds). */
export const copyFolder = (port: number) => path.join(tmpdir(), `mailplan-deploy-alone-${port}`);
