import { ScreenHeading } from '../screen-heading';

export function Component() {
  return <ScreenHeading title="帮助中心" />;
}
