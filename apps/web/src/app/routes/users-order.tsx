import { ScreenHeading } from '../screen-heading';

export function Component() {
  return <ScreenHeading title="我的订单" />;
}
