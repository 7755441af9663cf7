import type { SysConfig } from '@daigou/contract';

/** Floating buttons (spec §2): home_url, customer service (wechat_work), scroll to top. */
export function FloatingButtons({ config }: { config: SysConfig | undefined }) {
  return (
    <div className="floating-buttons" data-testid="floating-buttons">
      {config?.home_url && (
        <a href={config.home_url} className="floating-button" title="返回首页" aria-label="返回首页">
          <i className="pi pi-home" />
        </a>
      )}
      {config?.wechat_work && (
        <a
          href={config.wechat_work}
          className="floating-button"
          title="联系客服"
          aria-label="联系客服"
          target="_blank"
          rel="noreferrer"
        >
          <i className="pi pi-headphones" />
        </a>
      )}
      <button
        type="button"
        className="floating-button"
        title="回到顶部"
        aria-label="回到顶部"
        onClick={() => window.scrollTo({ top: 0, left: 0, behavior: 'smooth' })}
      >
        <i className="pi pi-arrow-up" />
      </button>
    </div>
  );
}
