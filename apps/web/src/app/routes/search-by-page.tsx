import { ScreenHeading } from '../screen-heading';

export function Component() {
  return <ScreenHeading title="搜索结果" />;
}
