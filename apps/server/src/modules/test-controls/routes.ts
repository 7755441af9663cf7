import { apiReply } from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdjustableClock } from '../../lib/clock';
import { refuse } from '../../lib/errors';
import { ok } from '../../lib/reply';

/**
 * Test-only controls, registered only when TEST_CONTROLS is on (never with NODE_ENV=production):
 * advance the server's clock so end-to-end tests can end auctions and expire top-ups; bid as a rival bidder on
 * the local simulator so they can see an order outbid (decision 051).
 */
export const testControlRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/test/clock/advance',
    {
      config: { csrfExempt: true },
      schema: {
        hide: true,
        body: z.object({
          ms: z.coerce
            .number()
            .int()
            .min(0)
            .max(400 * 24 * 3600 * 1000),
        }),
        response: { 200: apiReply(z.object({ now: z.number() })) },
      },
    },
    async (request) => {
      if (!(app.clock instanceof AdjustableClock)) throw refuse('clock is not adjustable');
      app.clock.advance(request.body.ms);
      return ok({ now: app.clock.now() });
    },
  );

  app.post(
    '/api/test/marketplace/bid',
    {
      config: { csrfExempt: true },
      schema: {
        hide: true,
        body: z.object({
          itemId: z.string().min(1).max(32),
          maxBid: z.coerce.number().int().min(1).max(1_000_000_000),
          bidder: z.string().min(1).max(32).default('rival'),
        }),
        response: { 200: apiReply(z.object({ accepted: z.boolean(), currentPrice: z.number().nullable() })) },
      },
    },
    async (request) => {
      if (app.marketplace.bidding !== 'automatic') throw refuse('the marketplace takes no bids');
      const result = await app.marketplace.placeBid({
        itemId: request.body.itemId,
        bidderRef: `test:${request.body.bidder}`,
        maxBid: request.body.maxBid,
      });
      return ok({ accepted: result.accepted, currentPrice: result.currentPrice });
    },
  );
};
