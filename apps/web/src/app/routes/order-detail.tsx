import { ScreenHeading } from '../screen-heading';

export function Component() {
  return <ScreenHeading title="订单详情" />;
}
