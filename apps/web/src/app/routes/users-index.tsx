import { RatesProvider } from '../../components/price/rates-context';
import { useUserInfo } from '../../features/auth/api/get-user-info';
import { useRate } from '../../features/sys/api/get-rate';
import { MemberSummary } from '../../features/users/components/member-summary';
import { ScreenHeading } from '../screen-heading';

/** /users/: avatar, name, balance in yen with yuan estimates at both rates, shortcuts. */
export function Component() {
  const user = useUserInfo();
  const rate = useRate();
  return (
    <RatesProvider rate={rate.data}>
      <ScreenHeading title="个人中心" />
      {user.data ? (
        <MemberSummary user={user.data} userLoadedAt={user.dataUpdatedAt} />
      ) : (
        <p className="muted">{user.isError ? '用户信息加载失败，请刷新重试' : '加载中…'}</p>
      )}
    </RatesProvider>
  );
}
