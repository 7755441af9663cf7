import { ScreenHeading } from '../screen-heading';

export function Component() {
  return <ScreenHeading title="页面不存在" note="您访问的页面不存在，请返回首页继续浏览。" />;
}
