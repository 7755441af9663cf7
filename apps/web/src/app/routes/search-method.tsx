import { ScreenHeading } from '../screen-heading';

export function Component() {
  return <ScreenHeading title="搜索方法" note="搜索说明内容尚未提供。" />;
}
