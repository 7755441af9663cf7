import { ScreenHeading } from '../screen-heading';

export function Component() {
  return <ScreenHeading title="评论" note="评论内容尚未提供。" />;
}
