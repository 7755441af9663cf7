import { BREAKER_STATE_LABELS, UPSTREAM_FAILURE_LABELS, type UpstreamFailureKind, type UpstreamHealth } from '@daigou/contract';
import { formatDateTime } from '../../../lib/format-date';

const PAGE_LABELS = { item: '商品页', search: '搜索页', seller: '卖家页', listing: '成交/列表页' } as const;

/**
 * 雅虎拍卖上游 (decision 036): this instance's view of the real marketplace — the circuit breaker, the request
 * queue, the last successful read of each page kind, failures by kind and the last page it could not read.
 */
export function UpstreamCard({ upstream }: { upstream: UpstreamHealth }) {
  const { breaker } = upstream;
  const errors = Object.entries(upstream.errors).filter(([, n]) => (n ?? 0) > 0) as Array<[UpstreamFailureKind, number]>;
  return (
    <section className="admin-card" data-testid="upstream-health">
      <h2>雅虎拍卖上游</h2>
      <dl className="admin-facts">
        <div>
          <dt>熔断器</dt>
          <dd className={breaker.state === 'closed' ? 'admin-ok' : 'admin-danger'} data-testid="upstream-breaker">
            {BREAKER_STATE_LABELS[breaker.state]}
            {breaker.retryAt && breaker.state !== 'closed' ? `（${formatDateTime(breaker.retryAt)} 试探）` : ''}
            {breaker.opened > 0 ? ` · 启动以来熔断 ${breaker.opened} 次` : ''}
          </dd>
        </div>
        <div>
          <dt>请求</dt>
          <dd>
            共 {upstream.requests} 次 · 每秒最多 {upstream.perSecond} 次
            {upstream.queueBacklogMs > 0 ? ` · 排队 ${(upstream.queueBacklogMs / 1000).toFixed(1)} 秒` : ''}
          </dd>
        </div>
        {(Object.keys(PAGE_LABELS) as Array<keyof typeof PAGE_LABELS>).map((kind) => (
          <div key={kind}>
            <dt>{PAGE_LABELS[kind]}</dt>
            <dd>{upstream.lastFetchAt[kind] ? `${formatDateTime(upstream.lastFetchAt[kind])} 读取成功` : '尚未读取'}</dd>
          </div>
        ))}
        <div>
          <dt>错误</dt>
          <dd data-testid="upstream-errors">
            {errors.length === 0 ? '无' : errors.map(([kind, n]) => `${UPSTREAM_FAILURE_LABELS[kind]} ${n} 次`).join('，')}
            {upstream.lastFailureAt ? `（最近 ${formatDateTime(upstream.lastFailureAt)}）` : ''}
          </dd>
        </div>
      </dl>
      {upstream.lastShapeError && (
        <p className="admin-danger bid-task__shape" data-testid="upstream-shape-error">
          最近无法识别的页面：{formatDateTime(upstream.lastShapeError.at)} {upstream.lastShapeError.url} —{' '}
          {upstream.lastShapeError.problem}
        </p>
      )}
    </section>
  );
}
