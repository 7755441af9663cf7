import { ScreenHeading } from '../screen-heading';

export function Component() {
  return <ScreenHeading title="关注的卖家" />;
}
