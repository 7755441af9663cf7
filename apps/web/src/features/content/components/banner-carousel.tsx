import type { Banner } from '@daigou/contract';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { appPath } from '../../../lib/routes';
import './content.css';

function BannerSlide({ banner, index, active }: { banner: Banner; index: number; active: boolean }) {
  const image = (
    <img
      src={banner.img}
      alt={`轮播图 ${index + 1}`}
      width={1200}
      height={313}
      draggable={false}
      loading={index === 0 ? 'eager' : 'lazy'}
      fetchPriority={index === 0 ? 'high' : undefined}
    />
  );
  const target = appPath(banner.jumpUrl);
  const tabIndex = active ? 0 : -1;
  if (!target) return <div className="banner-carousel__slide">{image}</div>;
  return target.internal ? (
    <Link className="banner-carousel__slide" to={target.to} tabIndex={tabIndex}>
      {image}
    </Link>
  ) : (
    <a className="banner-carousel__slide" href={target.href} target="_blank" rel="noopener noreferrer" tabIndex={tabIndex}>
      {image}
    </a>
  );
}

/**
 * Spec §2, §9: one slide at a time, aspect ratio 96:25, indicators only when there is more than one
 * banner, no autoplay. Arrows and swipes move between slides; each slide links to its jumpUrl.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const [current, setCurrent] = useState(0);
  const touchX = useRef<number | null>(null);
  const count = banners.length;
  const index = Math.min(current, Math.max(count - 1, 0));
  const go = (next: number) => setCurrent((next + count) % count);

  return (
    <section
      className="banner-carousel"
      aria-roledescription="carousel"
      aria-label="首页轮播"
      data-testid="banner-carousel"
      onTouchStart={(e) => {
        touchX.current = e.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(e) => {
        const start = touchX.current;
        const end = e.changedTouches[0]?.clientX;
        touchX.current = null;
        if (start === null || end === undefined || count < 2 || Math.abs(end - start) < 40) return;
        go(end < start ? index + 1 : index - 1);
      }}
    >
      <div className="banner-carousel__track" style={{ transform: `translateX(-${index * 100}%)` }}>
        {banners.map((banner, i) => (
          <BannerSlide key={banner.id} banner={banner} index={i} active={i === index} />
        ))}
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className="banner-carousel__arrow banner-carousel__arrow--prev"
            aria-label="上一张"
            onClick={() => go(index - 1)}
          >
            <i className="pi pi-chevron-left" aria-hidden="true" />
          </button>
          <button
            type="button"
            className="banner-carousel__arrow banner-carousel__arrow--next"
            aria-label="下一张"
            onClick={() => go(index + 1)}
          >
            <i className="pi pi-chevron-right" aria-hidden="true" />
          </button>
          <div className="banner-carousel__indicators" data-testid="banner-indicators">
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                className={i === index ? 'banner-carousel__dot banner-carousel__dot--active' : 'banner-carousel__dot'}
                aria-label={`第 ${i + 1} 张`}
                aria-current={i === index}
                onClick={() => go(i)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}

/** The carousel's place while banners load, or when there are none: the same 96:25 box, so nothing shifts. */
export function BannerPlaceholder({ text }: { text?: string }) {
  return (
    <div className="banner-carousel banner-carousel--placeholder" data-testid="banner-placeholder">
      {text && <span className="muted">{text}</span>}
    </div>
  );
}
