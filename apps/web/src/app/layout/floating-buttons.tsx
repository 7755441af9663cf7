import { isHttpsLink, type SysConfig, safeSiteLink } from '@daigou/contract';

/**
 * Floating buttons (spec §2): home_url, customer service (wechat_work), scroll to top. Stored links are
 * followed only when they pass the contract's link rule.
 */
export function FloatingButtons({ config }: { config: SysConfig | undefined }) {
  const home = config && safeSiteLink(config.home_url, '/#/');
  const service = config?.wechat_work && isHttpsLink(config.wechat_work) ? config.wechat_work : null;
  return (
    <div className="floating-buttons" data-testid="floating-buttons">
      {home && (
        <a href={home} className="floating-button" title="返回首页" aria-label="返回首页">
          <i className="pi pi-home" />
        </a>
      )}
      {service && (
        <a href={service} className="floating-button" title="联系客服" aria-label="联系客服" target="_blank" rel="noreferrer">
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
