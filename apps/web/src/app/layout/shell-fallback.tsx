/**
 * What the page shows before the first screen is ready: index.html holds this same markup inside #root
 * (painted as soon as the CSS arrives, before any script), and React Router shows it as the HydrateFallback
 * while the first screen's chunk loads. The header's frame with an inert search bar, so nothing jumps when
 * the real header takes its place. `shell-fallback.test.tsx` keeps index.html's copy identical.
 */
export function ShellFallback() {
  return (
    <div className="shell">
      <header className="site-header">
        <div className="container site-header__top">
          <span className="logo">
            <span className="logo__mark">代</span>
            <span className="logo__text">
              代购<small>日本雅虎拍卖中文代购</small>
            </span>
          </span>
          <div className="search-bar" aria-hidden="true">
            <form>
              <input type="search" placeholder="搜索商品编号 / 商品名称 / 关键词" disabled />
              <span className="search-bar__button">搜索</span>
            </form>
          </div>
        </div>
        <div className="site-header__nav">
          <div className="container" />
        </div>
      </header>
      <main className="container main">
        <div className="loading">加载中…</div>
      </main>
    </div>
  );
}
