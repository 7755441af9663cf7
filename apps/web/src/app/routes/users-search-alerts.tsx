import { SavedSearchList } from '../../features/saved-searches/components/saved-search-list';
import { ScreenHeading } from '../screen-heading';

/** /users/search-alerts: 搜索订阅, the member's saved searches (issue 28 §4). */
export function Component() {
  return (
    <>
      <ScreenHeading title="搜索订阅" />
      <SavedSearchList />
    </>
  );
}
