import { BID_TASK_STATE_LABELS, type BidTaskState } from '@daigou/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConsoleTabs } from '../../../components/console/console-tabs';
import { PageHeader } from '../../../components/console/page-header';
import { useServerNow } from '../../../components/countdown/server-clock';
import { ListPaginator } from '../../../components/pager/list-paginator';
import { EmptyState, ErrorState, LoadingBlock } from '../../../components/states/status-states';
import { errorMessage } from '../../../lib/api-client';
import { useBidTasks } from '../api/get-bid-tasks';
import { BidTaskCard } from '../components/bid-task-card';

const TABS: Array<BidTaskState | 'all'> = ['all', 'to_bid', 'to_buy', 'placed', 'outbid'];
const PAGE_SIZE = 20;

/**
 * 代拍任务 (decision 035): with the real marketplace staff bid by hand. Paid orders, soonest auction end first;
 * each card links the Yahoo! Auctions page and records the bid placed, outbid, won at a price or lost.
 */
export default function BidTasksScreen() {
  const [params, setParams] = useSearchParams();
  const state = (params.get('state') ?? 'all') as BidTaskState | 'all';
  const [page, setPage] = useState(1);
  const tasks = useBidTasks({ state: state === 'all' ? undefined : state, page, limit: PAGE_SIZE });
  const now = useServerNow();
  if (tasks.isPending) return <LoadingBlock />;
  if (tasks.isError) return <ErrorState message={errorMessage(tasks.error)} onRetry={() => tasks.refetch()} />;
  const { list, counts, total, due, bidding } = tasks.data;
  const all = Object.values(counts).reduce((sum, n) => sum + n, 0);

  return (
    <div data-testid="admin-bid-tasks">
      <PageHeader title="代拍任务" />
      {bidding === 'automatic' ? (
        <p className="admin-hint" data-testid="bid-tasks-automatic">
          当前使用本地模拟拍卖，系统自动出价，没有需要人工处理的代拍任务。
        </p>
      ) : (
        <>
          <p className={due > 0 ? 'admin-danger' : 'admin-hint'} data-testid="bid-tasks-due">
            {due > 0 ? `${due} 个任务已到出价时间，请尽快在雅虎拍卖出价并录入。` : '没有已到出价时间的任务。'}
            按拍卖结束时间排列，最早结束的在前。
          </p>
          <ConsoleTabs
            tabs={TABS}
            current={state}
            label={(tab) => `${tab === 'all' ? '全部' : BID_TASK_STATE_LABELS[tab]} (${tab === 'all' ? all : counts[tab]})`}
            onPick={(tab) => {
              setPage(1);
              setParams(tab === 'all' ? {} : { state: tab });
            }}
          />
          {list.length === 0 ? (
            <EmptyState title="没有代拍任务" hint="会员付款后，待出价的订单会出现在这里。" />
          ) : (
            list.map((task) => <BidTaskCard key={`${task.orderId}:${task.moneySeq}`} task={task} now={now} />)
          )}
          {total > PAGE_SIZE && <ListPaginator page={page} size={PAGE_SIZE} total={total} onPage={setPage} compact />}
        </>
      )}
    </div>
  );
}
