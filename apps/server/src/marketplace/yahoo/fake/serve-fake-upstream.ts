import { startFakeUpstream, stockFakeUpstream } from './fake-upstream';

/**
 * The fake Yahoo! Auctions as its own process, for the e2e run in Yahoo mode (scripts/e2e-server.mjs):
 * `FAKE_UPSTREAM_PORT`, pages written from the real 2026 ones with times relative to now, HTTP controls on.
 */
const port = Number(process.env.FAKE_UPSTREAM_PORT ?? 8299);
const fake = await startFakeUpstream({ port, controls: true });
stockFakeUpstream(fake, Date.now());
console.log(`fake Yahoo! Auctions upstream at ${fake.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void fake.close().then(() => process.exit(0)));
