import { ScreenHeading } from '../screen-heading';

export function Component() {
  return <ScreenHeading title="分类搜索" />;
}
