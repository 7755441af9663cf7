import { ScreenHeading } from '../screen-heading';

export function Component() {
  return <ScreenHeading title="卖家黑名单" />;
}
