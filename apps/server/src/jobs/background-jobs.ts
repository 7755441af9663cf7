import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runOrderMoneyCheck } from '../modules/orders/order-money-check';
import { runOrderTitleBackfill } from '../modules/orders/order-title-backfill';
import { runParcelMoneyCheck } from '../modules/parcels/parcel-money-check';
import { autoReceiveParcels, runStoragePass } from '../modules/parcels/storage-pass';
import { runDailyPaymentCheck } from '../modules/wallet/reconciliation-service';
import { runRefundPass } from '../modules/wallet/withdrawal-service';
import { runAuctionEndingPass } from './auction-ending-reminders';
import { runAuctionSimulationTick } from './auction-simulation';
import { runBiddingPass } from './bidding-engine';
import { type Job, runJobOnce } from './job-runner';
import { runMailPruning } from './mail-pruning';
import { runRechargePass } from './recharge-reconciliation';
import { runSavedSearchAlertPass, SAVED_SEARCHES_PER_PASS } from './saved-search-alerts';

export const SIMULATION_INTERVAL_MS = 20_000;
export const BIDDING_INTERVAL_MS = 2_000;
/** Fresh top-ups are asked about 5, 10, 15 s … after creation (recharge-service's lastCheckPoint, decision 069). */
export const RECHARGE_INTERVAL_MS = 2_500;
export const AUCTION_ENDING_INTERVAL_MS = 60_000;
export const ORDER_MONEY_CHECK_INTERVAL_MS = 10 * 60_000;
export const MAIL_DELIVERY_INTERVAL_MS = 5_000;
/** Approved refunds are queued and sent by this job within a few seconds (decision 069). */
export const REFUND_INTERVAL_MS = 3_000;
export const PAYMENT_DAILY_CHECK_INTERVAL_MS = 60 * 60_000;
export const STORAGE_INTERVAL_MS = 10 * 60_000;
export const MAIL_PRUNING_INTERVAL_MS = 60 * 60_000;
/** Orders without a Chinese title are filled a few batches a minute (decision 078). */
export const ORDER_TITLE_BACKFILL_INTERVAL_MS = 60_000;

/**
 * Every background job: the local marketplace's life, the bidding engine (with inspection auto-confirm), top-up
 * reconciliation, ending reminders, the per-order money check (decision 017), mail delivery (decision 042) and
 * mail pruning (decision 050).
 */
function jobsOf(app: FastifyInstance): Job[] {
  const jobs: Job[] = [
    {
      name: 'auction-simulation',
      intervalMs: SIMULATION_INTERVAL_MS,
      pass: async () => {
        const result = await runAuctionSimulationTick(app.db, app.marketplace, app.clock, {
          targetSize: app.config.CATALOG_SIZE,
        });
        if (result.closed || result.listed || result.purged) app.log.info(result, 'auction simulation tick');
      },
    },
    {
      name: 'bidding',
      intervalMs: BIDDING_INTERVAL_MS,
      pass: () => runBiddingPass({ db: app.db, marketplace: app.marketplace, now: app.clock.now(), log: app.log }),
    },
    {
      name: 'recharges',
      intervalMs: RECHARGE_INTERVAL_MS,
      pass: () => runRechargePass({ db: app.db, payments: app.payments, now: app.clock.now(), log: app.log }),
    },
    {
      name: 'refunds',
      intervalMs: REFUND_INTERVAL_MS,
      pass: () => runRefundPass(app.db, app.payments, app.clock.now(), { log: app.log }),
    },
    {
      name: 'payment-daily-check',
      intervalMs: PAYMENT_DAILY_CHECK_INTERVAL_MS,
      pass: () => runDailyPaymentCheck(app.db, app.payments, app.clock.now(), app.log),
    },
    {
      name: 'auction-ending',
      intervalMs: AUCTION_ENDING_INTERVAL_MS,
      pass: () =>
        runAuctionEndingPass({
          db: app.db,
          marketplace: app.marketplace,
          now: app.clock.now(),
          log: app.log,
          reader: app.reader,
        }),
    },
    {
      name: 'order-money-check',
      intervalMs: ORDER_MONEY_CHECK_INTERVAL_MS,
      pass: async () => {
        const check = await runOrderMoneyCheck(app.db, () => app.clock.now());
        if (check.mismatchCount > 0) {
          app.log.error({ mismatches: check.mismatches.slice(0, 10), count: check.mismatchCount }, 'order ledger mismatch');
        }
        const parcels = await runParcelMoneyCheck(app.db, () => app.clock.now());
        if (parcels.mismatchCount > 0) {
          app.log.error({ mismatches: parcels.mismatches.slice(0, 10), count: parcels.mismatchCount }, 'parcel ledger mismatch');
        }
      },
    },
    {
      name: 'storage-clock',
      intervalMs: STORAGE_INTERVAL_MS,
      pass: async () => {
        const result = await runStoragePass(app.db, app.clock.now());
        const received = await autoReceiveParcels(app.db, app.clock.now());
        if (result.reminders || result.queued || received) app.log.info({ ...result, received }, 'storage clock pass');
      },
    },
    {
      name: 'mail-delivery',
      intervalMs: MAIL_DELIVERY_INTERVAL_MS,
      pass: async () => {
        const report = await app.mail.deliver();
        if (report.delivered || report.failed || report.retrying || report.abandoned) app.log.info(report, 'mail delivery pass');
      },
    },
    {
      name: 'saved-search-alerts',
      // A few searches a pass, every SAVED_SEARCH_INTERVAL_SECONDS (decision 087: 3 upstream searches a pass in Yahoo mode).
      intervalMs: app.config.SAVED_SEARCH_INTERVAL_SECONDS * 1_000,
      pass: async () => {
        const report = await runSavedSearchAlertPass({
          db: app.db,
          marketplace: app.marketplace,
          reader: app.reader,
          now: app.clock.now(),
          batch: SAVED_SEARCHES_PER_PASS[app.config.MARKETPLACE],
          log: app.log,
        });
        if (report.notified || report.errors) app.log.info(report, 'saved-search alerts pass');
      },
    },
    {
      name: 'order-title-backfill',
      intervalMs: ORDER_TITLE_BACKFILL_INTERVAL_MS,
      pass: async () => {
        const filled = await runOrderTitleBackfill(app.db, app.reader);
        if (filled) app.log.info({ filled }, 'order Chinese titles filled');
      },
    },
    {
      name: 'mail-pruning',
      intervalMs: MAIL_PRUNING_INTERVAL_MS,
      pass: async () => {
        const report = await runMailPruning(app.db, app.clock.now());
        if (report.mails || report.tokens) app.log.info(report, 'mail pruning pass');
      },
    },
  ];
  // The simulation is the local marketplace's life; the real one lives on its own.
  return app.marketplace.kind === 'local' ? jobs : jobs.filter((j) => j.name !== 'auction-simulation');
}

/**
 * Background jobs on timers when JOBS is on (tests drive the passes directly). Each timer never overlaps itself
 * in this process, and runJobOnce makes each pass run once across every instance on PostgreSQL (decision 019).
 * Errors are logged and the timer goes on.
 */
export const backgroundJobsPlugin = fp(
  async (app: FastifyInstance) => {
    if (!app.config.JOBS) return;
    const instance = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`.slice(0, 128);
    const timers: NodeJS.Timeout[] = [];
    app.addHook('onReady', async () => {
      for (const job of jobsOf(app)) {
        let running = false;
        const timer = setInterval(async () => {
          if (running) return;
          running = true;
          try {
            const outcome = await runJobOnce(app.db, app.dialect, job, instance);
            app.log.debug({ job: job.name, outcome }, 'background job');
          } catch (error) {
            app.log.error({ err: error, job: job.name }, 'background job failed');
          } finally {
            running = false;
          }
        }, job.intervalMs);
        timer.unref();
        timers.push(timer);
      }
    });
    app.addHook('onClose', async () => {
      for (const timer of timers) clearInterval(timer);
    });
  },
  { name: 'background-jobs' },
);
