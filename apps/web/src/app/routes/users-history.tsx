import { HistoryList } from '../../features/users/components/history-list';
import { ScreenHeading } from '../screen-heading';

/** /users/history: the local browsing history, newest first, with clear. */
export function Component() {
  return (
    <>
      <ScreenHeading title="浏览历史" />
      <HistoryList />
    </>
  );
}
