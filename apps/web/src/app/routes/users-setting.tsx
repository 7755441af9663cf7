import { ScreenHeading } from '../screen-heading';

export function Component() {
  return <ScreenHeading title="账户设置" />;
}
