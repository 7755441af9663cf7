import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set once the instance is stopping: /healthz fails and every answer closes its connection (decision 064). */
    lifecycle: { draining: boolean };
  }
}

/**
 * While the instance drains, every answer carries `Connection: close`, so the load balancer opens its next
 * connection elsewhere instead of reusing one to a server about to stop listening. `onSend`, so requests
 * already in flight at the signal close their connection too. Registered first, at the root.
 */
export const gracefulStopPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('lifecycle', { draining: false });
    app.addHook('onSend', (_request, reply, _payload, done) => {
      if (app.lifecycle.draining) reply.header('connection', 'close');
      done();
    });
  },
  { name: 'graceful-stop' },
);

/** What in-flight requests get once the drain ends and the server stops listening. */
export const CLOSE_GRACE_MS = 4_000;

/**
 * Stops on the first SIGTERM or SIGINT, whichever process sent it, and ignores repeats: a signal to the
 * process group reaches this process and its parent (which relays it), and the second must not cut requests
 * short. /healthz answers 503 at once; the instance keeps serving for `drainMs` while the balancer's checks
 * take it out; then it stops listening, lets requests in flight finish (idle keep-alive connections are
 * closed) and exits, or exits anyway `CLOSE_GRACE_MS` later (decision 064).
 */
export function stopOnSignals(app: FastifyInstance, options: { drainMs: number; afterClose: () => Promise<void> }): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.lifecycle.draining = true;
    app.log.info({ signal, drainMs: options.drainMs }, 'stopping: /healthz fails, serving until the drain ends');
    setTimeout(() => {
      app.log.error('stopping: requests still running after the grace period, exiting');
      process.exit(1);
    }, options.drainMs + CLOSE_GRACE_MS).unref();
    try {
      await new Promise((resolve) => setTimeout(resolve, options.drainMs));
      await app.close();
      await options.afterClose();
      app.log.info('stopped');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'stopping: close failed');
      process.exit(1);
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(signal));
}
