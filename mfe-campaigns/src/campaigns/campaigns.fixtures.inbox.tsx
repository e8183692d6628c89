import type { mockApi as MockApi } from '@mailplan/testing';
import { exportFixture, MODULES, moduleSummaries, PROVIDERS } from './campaigns.fixtures';

export { exportFixture, renderCampaigns } from './campaigns.fixtures';

/** The answers the campaign form needs to open (modules, providers, brand, the export check). */
export function answerFormFor(mockApi: typeof MockApi) {
  mockApi({
    'GET /api/modules': { status: 200, body: moduleSummaries() },
    'GET /api/modules/1': { status: 200, body: MODULES[0] },
    'GET /api/ai/providers': { status: 200, body: PROVIDERS },
    'GET /api/brand-settings': { status: 200, body: [] },
    'POST /api/campaigns/export': { status: 200, body: exportFixture() },
    'POST /api/campaigns/preview': { status: 200, body: exportFixture() },
  });
}
