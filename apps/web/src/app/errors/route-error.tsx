import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { claimChunkReload, isChunkLoadError, mayReloadForChunk } from './chunk-reload';
import { useOnline } from './use-online';

interface Described {
  title: string;
  message: string;
}

/** What went wrong, in Chinese: never the error's own (English, developer) text. */
function describe(error: unknown, online: boolean): Described {
  if (!online) return { title: '网络已断开', message: '请检查网络连接，恢复后点击「重试」。' };
  if (isChunkLoadError(error))
    return { title: '页面加载失败', message: '网站可能刚刚更新，或网络不稳定。请点击「重试」重新加载页面。' };
  if (isRouteErrorResponse(error) && error.status === 404)
    return { title: '页面不存在', message: '您访问的页面不存在或已被删除。' };
  return { title: '页面出错了', message: '抱歉，页面显示时出现问题。请点击「重试」，如果仍然出错请联系客服。' };
}

/**
 * A route's error boundary (issue 13): a Chinese message and 重试 in place of React Router's English
 * developer page. A screen whose script file failed to load reloads the page once by itself first.
 * `whole` is the root route's: the shell itself failed, so this is the whole page.
 */
function RouteErrorView({ whole }: { whole: boolean }) {
  const error = useRouteError();
  const online = useOnline();
  // Decided while rendering (reads only), done in the effect: React may render an error boundary more than
  // once before it commits, and only a committed screen may take the one reload.
  const [reloading, setReloading] = useState(() => isChunkLoadError(error) && mayReloadForChunk());
  useEffect(() => {
    if (!reloading) console.error(error);
    else if (claimChunkReload()) window.location.reload();
    else setReloading(false);
  }, [reloading, error]);
  if (reloading) return <div className="loading">正在重新加载…</div>;
  const { title, message } = describe(error, online);
  const box = (
    <div className="route-error" role="alert" data-testid="route-error">
      <i className={`pi ${online ? 'pi-exclamation-circle' : 'pi-wifi'} route-error__icon`} aria-hidden="true" />
      <h1 className="route-error__title">{title}</h1>
      <p>{message}</p>
      <p className="route-error__actions">
        <button type="button" className="route-error__button" onClick={() => window.location.reload()}>
          <i className="pi pi-refresh" aria-hidden="true" /> 重试
        </button>
        <a className="route-error__button" href="/#/">
          返回首页
        </a>
      </p>
    </div>
  );
  return whole ? <div className="container main">{box}</div> : box;
}

export function ScreenError() {
  return <RouteErrorView whole={false} />;
}

export function ShellError() {
  return <RouteErrorView whole />;
}
