import type { ItemDetail } from '@daigou/contract';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { ChineseKindTag, ChineseTitle, type Reading, ReadingSwitch } from '../../../components/chinese-text/reading-switch';
import { Countdown } from '../../../components/countdown/countdown';
import { isOnSale } from '../../../components/item-card/item-card-view';
import { useAfterFirstPaint } from '../../../components/near-viewport/after-first-paint';
import { NearViewport } from '../../../components/near-viewport/near-viewport';
import { RatesProvider } from '../../../components/price/rates-context';
import { YenPrice, YuanEstimates } from '../../../components/price/yen-price';
import type { SearchLinkBuilder } from '../../../components/search-link/search-path';
import { BidHistorySection } from './bid-history';
import { DecideBar } from './decide-bar';
import { ZoneTimes } from './end-times';
import { ProductGallery } from './product-gallery';
import { SellerCard } from './seller-card';
import { SoldPrices } from './sold-prices-lazy';
import './catalog.css';

export interface ProductDetailProps {
  item: ItemDetail;
  searchLink: SearchLinkBuilder;
  /** The favourite button (the collect feature's, or a login prompt for visitors). */
  favoriteAction?: ReactNode;
  /** The follow-seller button (the seller-relations feature's, or a login prompt for visitors). */
  followAction?: ReactNode;
  /** The seller's risk reasons, shown inside the seller card (the sellers feature's panel). */
  sellerRiskDetails?: ReactNode;
  /** Related items, below the description. */
  related?: ReactNode;
  /** The cost to the member's door (the route joins the shipping data, decision 086). */
  doorCost?: ReactNode;
}

function PriceRow({ label, yen, strong = false, testId }: { label: string; yen: number; strong?: boolean; testId?: string }) {
  return (
    <div className={strong ? 'price-row price-row--main' : 'price-row'} data-testid={testId}>
      <span className="price-row__label">{label}</span>
      <span className="price-row__value">
        <YenPrice yen={yen} />
        <YuanEstimates yen={yen} />
      </span>
    </div>
  );
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </>
  );
}

// The description is below the first screen on a phone: its body (and DOMPurify) load as it comes near.
const ProductDescriptionBody = lazy(() => import('./product-description-body'));

/**
 * /shop/product/{id}: gallery, countdown, prices in yen and yuan, facts, seller, description, actions. The
 * title and the description read in Chinese by default (译文), with the seller's Japanese a switch away (原文).
 */
export function ProductDetail({
  item,
  searchLink,
  favoriteAction,
  followAction,
  sellerRiskDetails,
  related,
  doorCost,
}: ProductDetailProps) {
  const onSale = isOnSale(item.status);
  const [reading, setReading] = useState<Reading>('zh');
  const zh = reading === 'zh';
  // The first view (gallery, title, prices, the order button) is committed and painted first; the sections
  // below it and the seller's column follow one transition later (decision 107).
  const rest = useAfterFirstPaint();
  return (
    <RatesProvider rate={item.rates}>
      <nav className="category-breadcrumb product-breadcrumb" aria-label="商品分类">
        <Link to="/">首页</Link>
        {item.categoryPath.map((c) => (
          <span key={c.categoryId}>
            <i className="pi pi-angle-right" aria-hidden="true" />
            <Link to={searchLink({ categoryId: c.categoryId })}>{c.nameZh}</Link>
          </span>
        ))}
      </nav>
      <div className="product" data-testid="product-detail">
        <ProductGallery images={item.images} title={item.title} />
        <section className="product-main">
          <div className="product-heading">
            <h1 className="product-title" lang={zh ? 'zh-CN' : 'ja'} data-testid="product-title">
              {zh && <ChineseKindTag kind={item.titleZhKind} />}
              {zh ? <ChineseTitle text={item.titleZh} kind={item.titleZhKind} /> : item.title}
            </h1>
            <ReadingSwitch value={reading} onChange={setReading} label="标题和商品说明" testId="reading-switch" />
          </div>
          {zh && (
            <p className="product-title-original" data-testid="product-title-original">
              <span className="muted">原文：</span>
              <span lang="ja">{item.title}</span>
            </p>
          )}
          {zh && item.translationFallback && (
            <p className="muted product-translation-note" role="note" data-testid="translation-fallback">
              机器翻译暂不可用，先显示关键词译文。
            </p>
          )}
          <div className="product-status">
            {onSale ? (
              <span className="status-tag status-tag--open">{item.statusLabel}</span>
            ) : (
              <span className="status-tag status-tag--closed" data-testid="not-on-sale">
                不在售 · {item.statusLabel}
              </span>
            )}
            <span className="muted">商品编号 {item.itemId}</span>
          </div>
          <div className="product-timer" data-testid="product-timer">
            {onSale ? (
              <Countdown endTime={item.endTime} prefix="距结束" />
            ) : (
              <span className="countdown countdown--ended">拍卖已结束</span>
            )}
            <span className="muted">
              结束 <ZoneTimes ms={item.endTime} testId="product-end-times" />
            </span>
          </div>
          <div className="product-prices" data-testid="product-prices">
            <PriceRow label="当前价" yen={item.currentPrice} strong testId="current-price" />
            {item.buyNowPrice !== null && <PriceRow label="一口价" yen={item.buyNowPrice} testId="buy-now-price" />}
            <div className="price-row">
              <span className="price-row__label">出价</span>
              <span className="price-row__value">
                <span data-testid="product-bids">{item.bids} 次</span>
                <span className="muted">
                  加价幅度 <YenPrice yen={item.bidIncrement} className="price--plain" /> · 最低出价{' '}
                  <YenPrice yen={item.minimumBid} className="price--plain" />
                </span>
              </span>
            </div>
          </div>
          {item.sellerBlacklisted && (
            <p className="product-warning" role="note">
              <i className="pi pi-ban" aria-hidden="true" /> 您已将该卖家加入黑名单
            </p>
          )}
          <div className="product-actions">
            {onSale ? (
              <Link to={`/order/check/${item.itemId}`} className="order-button" data-testid="order-button">
                <i className="pi pi-shopping-cart" aria-hidden="true" /> 立即下单
              </Link>
            ) : (
              <button type="button" className="order-button" disabled data-testid="order-button">
                不在售
              </button>
            )}
            {favoriteAction}
          </div>
          {rest && (
            <>
              {onSale && doorCost}
              <SoldPrices itemId={item.itemId} />
              <dl className="product-facts" data-testid="product-facts">
                <Fact label="商品成色" testId="fact-condition">
                  {item.conditionZh}{' '}
                  <span className="muted" lang="ja">
                    （{item.conditionJa}）
                  </span>
                </Fact>
                <Fact label="运费" testId="fact-shipping">
                  {item.shippingLabel}
                </Fact>
                <Fact label="发货地" testId="fact-location">
                  {item.locationZh}{' '}
                  <span className="muted" lang="ja">
                    （{item.location}）
                  </span>
                </Fact>
                <Fact label="分类" testId="fact-category">
                  {item.categoryPath.map((c) => c.nameZh).join(' > ')}
                </Fact>
                {item.brand && (
                  <Fact label="品牌" testId="fact-brand">
                    <Link to={searchLink({ brandId: item.brand.brandId })}>
                      {item.brand.nameZh} / {item.brand.nameEn}
                    </Link>
                  </Fact>
                )}
                <Fact label="起拍价" testId="fact-start-price">
                  <YenPrice yen={item.startPrice} className="price--plain" />
                </Fact>
                <Fact label="出价次数" testId="fact-bids">
                  {item.bids} 次
                </Fact>
                <Fact label="开始时间" testId="fact-start-time">
                  <ZoneTimes ms={item.startTime} />
                </Fact>
                <Fact label="结束时间" testId="fact-end-time">
                  <ZoneTimes ms={item.endTime} />
                </Fact>
                <Fact label="原始页面">
                  <a href={item.sourceUrl} target="_blank" rel="noopener noreferrer">
                    在雅虎拍卖查看 <i className="pi pi-external-link" aria-hidden="true" />
                  </a>
                </Fact>
              </dl>
            </>
          )}
        </section>
        {rest && <SellerCard seller={item.seller} followAction={followAction} riskDetails={sellerRiskDetails} />}
      </div>
      {rest ? (
        <>
          <BidHistorySection itemId={item.itemId} bids={item.bids} />
          <section className="section-card product-description" data-testid="product-description">
            <header>
              <h2>商品说明</h2>
              {zh ? <ChineseKindTag kind={item.descriptionZhKind} /> : <span className="muted">卖家原文（日文）</span>}
              <ReadingSwitch value={reading} onChange={setReading} label="标题和商品说明" />
            </header>
            <NearViewport minHeight={160}>
              <Suspense fallback={<div style={{ minHeight: 160 }} />}>
                <ProductDescriptionBody
                  html={zh ? item.descriptionZh : (item.descriptionHtml ?? null)}
                  text={item.description}
                  lang={zh ? 'zh-CN' : 'ja'}
                  testId={zh ? 'description-zh' : 'description-ja'}
                />
                {zh && item.descriptionZhKind === 'summary' && (
                  // A summary of facts is read beside the seller's own words, never in their place (decision 077).
                  <div className="product-description__original">
                    <h3>卖家原文（日文）</h3>
                    <ProductDescriptionBody
                      html={item.descriptionHtml ?? null}
                      text={item.description}
                      lang="ja"
                      testId="description-ja"
                    />
                  </div>
                )}
              </Suspense>
            </NearViewport>
          </section>
          {related}
        </>
      ) : (
        // Holds the page's length until the rest is drawn, so the footer below never moves within view.
        <div className="product-rest-placeholder" aria-hidden="true" />
      )}
      <DecideBar itemId={item.itemId} currentPrice={item.currentPrice} endTime={item.endTime} onSale={onSale} />
    </RatesProvider>
  );
}
