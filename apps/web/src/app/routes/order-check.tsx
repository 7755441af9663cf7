import { ScreenHeading } from '../screen-heading';

export function Component() {
  return <ScreenHeading title="确认订单" />;
}
