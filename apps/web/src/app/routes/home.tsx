import { useCallback, useDeferredValue, useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import { searchPath } from '../../components/search-link/search-path';
import { ErrorState, LoadingBlock } from '../../components/states/status-states';
import { useBanners } from '../../features/content/api/get-banners';
import { useHotCategories } from '../../features/content/api/get-hot-categories';
import { useRecommendCategoriesGoods } from '../../features/content/api/get-recommend-categories-goods';
import { BannerCarousel, BannerPlaceholder } from '../../features/content/components/banner-carousel';
import { HotCategories, HotCategoriesPlaceholder } from '../../features/content/components/hot-categories';
import { RecommendedGoods } from '../../features/content/components/recommended-goods';
import { useSysConfig } from '../../features/sys/api/get-sys-config';
import { errorMessage } from '../../lib/api-client';
import { CLEAR_KEYWORD_EVENT } from '../layout/search-bar';

/** Spec §8: a failed banner call shows nothing; while loading the 96:25 box keeps its place. */
function HomeBanners() {
  const banners = useBanners();
  if (banners.isPending) return <BannerPlaceholder />;
  if (banners.isError || banners.data.length === 0) return null;
  return <BannerCarousel banners={banners.data} />;
}

export function Component() {
  const config = useSysConfig();
  const hot = useHotCategories();
  const recommended = useRecommendCategoriesGoods();
  // Sixty cards are the first screen's longest render on a phone: they render as a transition, which React
  // splits into short slices, so the page answers taps meanwhile (decision 056); the placeholder holds the place.
  const sections = useDeferredValue(recommended.data);
  const searchPage = config.data?.searchPage;
  const searchLink = useCallback((params: Parameters<typeof searchPath>[1]) => searchPath(searchPage, params), [searchPage]);
  // The sections again only when they or the search page setting change: the page's other queries (config,
  // hot categories) update synchronously, and would draw sixty cards' sections again each time.
  const goods = useMemo(
    () => (sections ? <RecommendedGoods sections={sections} searchLink={searchLink} /> : null),
    [sections, searchLink],
  );

  // Spec §4: entering home clears the search keyword (banners reload through their always-stale query).
  useEffect(() => {
    window.dispatchEvent(new Event(CLEAR_KEYWORD_EVENT));
  }, []);

  return (
    <>
      <h1 className="visually-hidden">代购首页</h1>
      <HomeBanners />
      <section className="section-card">
        <header>
          <h2>热门分类</h2>
          <Link to="/categories" className="more-link">
            全部分类 <i className="pi pi-angle-right" aria-hidden="true" />
          </Link>
        </header>
        {hot.isPending ? (
          <HotCategoriesPlaceholder />
        ) : hot.isError ? (
          <ErrorState message={errorMessage(hot.error)} onRetry={() => hot.refetch()} />
        ) : hot.data.length === 0 ? (
          <p className="muted">暂无热门分类</p>
        ) : (
          <HotCategories categories={hot.data} searchLink={searchLink} />
        )}
      </section>
      {recommended.isError ? (
        <ErrorState title="推荐商品加载失败" message={errorMessage(recommended.error)} onRetry={() => recommended.refetch()} />
      ) : !sections ? (
        <LoadingBlock height={640} label="正在加载推荐商品…" />
      ) : sections.every((section) => section.items.length === 0) ? (
        <div className="section-card">
          <p className="muted">暂无推荐商品</p>
        </div>
      ) : (
        goods
      )}
    </>
  );
}
