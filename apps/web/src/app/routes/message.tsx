import { ScreenHeading } from '../screen-heading';

export function Component() {
  return <ScreenHeading title="消息中心" />;
}
