import { useOnline } from './use-online';

/** Shown while the browser is offline: what is on screen may be old, and nothing new can load. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      <i className="pi pi-wifi" aria-hidden="true" /> 网络已断开：页面内容可能不是最新的，恢复网络后会自动刷新数据。
    </div>
  );
}
