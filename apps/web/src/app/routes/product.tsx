import { ScreenHeading } from '../screen-heading';

export function Component() {
  return <ScreenHeading title="商品详情" />;
}
