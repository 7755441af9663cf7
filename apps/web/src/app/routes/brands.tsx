import { ScreenHeading } from '../screen-heading';

export function Component() {
  return <ScreenHeading title="品牌搜索" />;
}
