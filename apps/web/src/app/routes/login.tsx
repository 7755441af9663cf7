import { ScreenHeading } from '../screen-heading';

export function Component() {
  return <ScreenHeading title="会员登录" />;
}
