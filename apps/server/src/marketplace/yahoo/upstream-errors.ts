/**
 * How a read of the real marketplace fails. Members never see these texts (they read `UPSTREAM_*_MSG`); the
 * log and the operator view see the kind.
 */

/** What members read when an upstream page could not be understood. */
export const UPSTREAM_SHAPE_MSG = '暂时无法获取商品信息，请稍后再试';
/** What members read while the upstream refuses us, answers too slowly, or the breaker is open. */
export const UPSTREAM_BUSY_MSG = '上游繁忙，请稍后再试';

/** Failure kinds counted per instance (the operator view and /healthz detail). */
export type UpstreamFailureKind =
  | 'http_403'
  | 'http_429'
  | 'http_5xx'
  | 'http_other'
  | 'timeout'
  | 'network'
  | 'shape'
  | 'breaker_open'
  | 'queue_full';

/** The page arrived but does not have the shape this reader knows: loud, logged, never an invented item. */
export class UpstreamShapeError extends Error {
  readonly kind = 'shape' as const;
  constructor(
    readonly url: string,
    /** English, for the log: which part of the page was not understood. */
    readonly problem: string,
  ) {
    super(`Upstream page has an unknown shape (${url}): ${problem}`);
    this.name = 'UpstreamShapeError';
  }
}

/** The upstream did not answer usefully (refused, too slow, unreachable), or the breaker is open. */
export class UpstreamBusyError extends Error {
  constructor(
    readonly kind: Exclude<UpstreamFailureKind, 'shape'>,
    readonly url: string,
    readonly status: number | null = null,
  ) {
    super(`Upstream unavailable (${kind}${status ? ` ${status}` : ''}): ${url}`);
    this.name = 'UpstreamBusyError';
  }
}

export const isUpstreamError = (error: unknown): error is UpstreamShapeError | UpstreamBusyError =>
  error instanceof UpstreamShapeError || error instanceof UpstreamBusyError;
