import { RATING_KIND_LABELS, type RatingKind } from '@daigou/contract';
import { useState } from 'react';
import { ChineseKindTag, type Reading, ReadingSwitch } from '../../../components/chinese-text/reading-switch';
import { Pager } from '../../../components/pager/pager';
import { EmptyState, ErrorState, LoadingBlock } from '../../../components/states/status-states';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { useSellerRatings } from '../api/get-seller-ratings';
import './sellers.css';

const KINDS: (RatingKind | undefined)[] = [undefined, 'good', 'normal', 'bad'];

/** The seller's ratings, comments in Chinese (译文) or as written (原文), filterable by kind, paged. */
export function SellerRatingsList({ sellerId }: { sellerId: string }) {
  const [kind, setKind] = useState<RatingKind | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [reading, setReading] = useState<Reading>('zh');
  const ratings = useSellerRatings(sellerId, kind, page);
  return (
    <section className="section-card" data-testid="seller-ratings">
      <header>
        <h2>评价记录</h2>
        <div className="seller-sorts" role="tablist" aria-label="评价类型">
          {KINDS.map((value) => (
            <button
              key={value ?? 'all'}
              type="button"
              role="tab"
              aria-selected={value === kind}
              className={value === kind ? 'seller-sort seller-sort--active' : 'seller-sort'}
              onClick={() => {
                setKind(value);
                setPage(1);
              }}
            >
              {value ? RATING_KIND_LABELS[value] : '全部'}
            </button>
          ))}
        </div>
        <ReadingSwitch value={reading} onChange={setReading} label="评价内容" testId="ratings-reading-switch" />
      </header>
      {ratings.isPending ? (
        <LoadingBlock height={240} />
      ) : ratings.isError ? (
        <ErrorState message={errorMessage(ratings.error)} onRetry={() => ratings.refetch()} />
      ) : ratings.data.list.length === 0 ? (
        <EmptyState title="暂无评价" />
      ) : (
        <>
          <ul className="rating-list">
            {ratings.data.list.map((rating) => (
              <li key={rating.ratingId} className="rating-item">
                <span className={`rating-kind rating-kind--${rating.kind}`}>{RATING_KIND_LABELS[rating.kind]}</span>
                <div className="rating-item__body">
                  {reading === 'zh' && rating.commentZh ? (
                    <p lang="zh-CN" data-testid="rating-comment-zh">
                      <ChineseKindTag kind={rating.commentZhKind} />
                      {rating.commentZh}
                    </p>
                  ) : null}
                  {/* A summary stands beside the original, never in its place (decision 077). */}
                  {reading === 'zh' && rating.commentZh && rating.commentZhKind !== 'summary' ? null : (
                    <p lang="ja">{rating.comment}</p>
                  )}
                  <p className="muted">
                    {rating.rater} · {rating.itemTitle} · {formatDate(rating.createdAt)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <Pager page={ratings.data.page} pageCount={Math.ceil(ratings.data.total / ratings.data.limit)} onPage={setPage} />
        </>
      )}
    </section>
  );
}
