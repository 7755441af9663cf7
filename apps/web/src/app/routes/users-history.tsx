import { ScreenHeading } from '../screen-heading';

export function Component() {
  return <ScreenHeading title="浏览历史" />;
}
