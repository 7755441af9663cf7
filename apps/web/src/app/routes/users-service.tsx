import { useSysConfig } from '../../features/sys/api/get-sys-config';
import { ServicePanel } from '../../features/users/components/service-panel';
import { ScreenHeading } from '../screen-heading';

/** /users/service: customer service through the `wechat_work` link of the system config. */
export function Component() {
  const config = useSysConfig();
  return (
    <>
      <ScreenHeading title="联系客服" />
      <ServicePanel wechatWork={config.isError ? '' : config.data?.wechat_work} />
    </>
  );
}
