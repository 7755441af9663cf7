import { type FakeUpstream, startFakeUpstream } from '../../src/marketplace/yahoo/fake/fake-upstream';
import { createTestApp, type TestApp } from '../test-app';

/** The app with MARKETPLACE=yahoo against a fresh fake upstream (decision 034), with the demo accounts. */
export async function createYahooTestApp(): Promise<{ t: TestApp; fake: FakeUpstream }> {
  const fake = await startFakeUpstream();
  const t = await createTestApp({
    demoAccounts: true,
    env: {
      MARKETPLACE: 'yahoo',
      YAHOO_AUCTIONS_URL: fake.url,
      YAHOO_PAGE_URL: fake.url,
      YAHOO_REQUESTS_PER_SECOND: '20',
      YAHOO_TIMEOUT_MS: '2000',
    },
  });
  return { t, fake };
}
