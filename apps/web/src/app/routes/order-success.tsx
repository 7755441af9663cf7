import { ScreenHeading } from '../screen-heading';

export function Component() {
  return <ScreenHeading title="下单成功" />;
}
