import './users.css';
/** Customer service through WeChat Work (the `wechat_work` link of the system config). */
export function ServicePanel({ wechatWork }: { wechatWork: string | undefined }) {
  const usable = wechatWork && /^https?:\/\//i.test(wechatWork);
  return (
    <section className="users-card service-panel" aria-label="联系客服">
      <i className="pi pi-headphones service-panel__icon" aria-hidden="true" />
      <div>
        <h2>企业微信客服</h2>
        <p>订单、付款、验货、发货等任何问题，都可以通过企业微信联系我们的中文客服。</p>
        <p className="muted">与具体订单有关的问题，也可以在订单详情中给客服留言，便于追踪处理。</p>
        {usable ? (
          <a
            className="p-button service-panel__button"
            href={wechatWork}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="wechat-work"
          >
            <i className="pi pi-comments" aria-hidden="true" />
            &nbsp;打开企业微信客服
          </a>
        ) : (
          <p className="muted">{wechatWork === undefined ? '加载中…' : '客服链接暂未设置，请稍后再试。'}</p>
        )}
      </div>
    </section>
  );
}
