import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runOrderMoneyCheck } from '../modules/orders/order-money-check';
import { runAuctionEndingPass } from './auction-ending-reminders';
import { runBiddingPass } from './bidding-engine';
import { runRechargePass } from './recharge-reconciliation';

export const BIDDING_INTERVAL_MS = 2_000;
export const RECHARGE_INTERVAL_MS = 30_000;
export const AUCTION_ENDING_INTERVAL_MS = 60_000;
export const ORDER_MONEY_CHECK_INTERVAL_MS = 10 * 60_000;

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

/** The bidding engine, the top-up reconciliation, ending reminders and the per-order money check, on timers when JOBS is on (tests drive the passes directly). */
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
        every(app, ORDER_MONEY_CHECK_INTERVAL_MS, 'order-money-check', async () => {
          const check = await runOrderMoneyCheck(app.db, () => app.clock.now());
          if (check.mismatchCount > 0) {
            app.log.error({ mismatches: check.mismatches.slice(0, 10), count: check.mismatchCount }, 'order ledger mismatch');
          }
        }),
      );
    });
    app.addHook('onClose', async () => {
      for (const timer of timers) clearInterval(timer);
    });
  },
  { name: 'money-jobs' },
);
