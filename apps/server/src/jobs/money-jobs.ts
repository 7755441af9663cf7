import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runAuctionEndingPass } from './auction-ending-reminders';
import { runBiddingPass } from './bidding-engine';
import { runRechargePass } from './recharge-reconciliation';

export const BIDDING_INTERVAL_MS = 2_000;
export const RECHARGE_INTERVAL_MS = 30_000;
export const AUCTION_ENDING_INTERVAL_MS = 60_000;

/** Runs `task` every `ms`, never overlapping itself; errors are logged, the timer goes on. */
function every(app: FastifyInstance, ms: number, name: string, task: () => Promise<unknown>) {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await task();
    } catch (error) {
      app.log.error({ err: error, job: name }, 'background job failed');
    } finally {
      running = false;
    }
  }, ms);
  timer.unref();
  return timer;
}

/** The bidding engine and the top-up reconciliation, on timers when JOBS is on (tests drive the passes directly). */
export const moneyJobsPlugin = fp(
  async (app: FastifyInstance) => {
    if (!app.config.JOBS) return;
    const timers: NodeJS.Timeout[] = [];
    app.addHook('onReady', async () => {
      timers.push(
        every(app, BIDDING_INTERVAL_MS, 'bidding', async () => {
          await runBiddingPass({ db: app.db, marketplace: app.marketplace, now: app.clock.now(), log: app.log });
        }),
        every(app, RECHARGE_INTERVAL_MS, 'recharges', () =>
          runRechargePass({ db: app.db, payments: app.payments, now: app.clock.now() }),
        ),
        every(app, AUCTION_ENDING_INTERVAL_MS, 'auction-ending', () =>
          runAuctionEndingPass({ db: app.db, marketplace: app.marketplace, now: app.clock.now(), log: app.log }),
        ),
      );
    });
    app.addHook('onClose', async () => {
      for (const timer of timers) clearInterval(timer);
    });
  },
  { name: 'money-jobs' },
);
