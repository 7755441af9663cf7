import { ScreenHeading } from '../screen-heading';

export function Component() {
  return <ScreenHeading title="联系客服" />;
}
