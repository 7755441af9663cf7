import { useState } from 'react';
import './item-decide.css';
import './catalog.css';

/**
 * The item's 1–10 images: one large (square, so nothing shifts while loading), thumbnails beneath and
 * arrows when there are several. Hand-written rather than PrimeReact's Galleria, whose utilities would
 * land in the first-load bundle. Tapping the large image opens it full screen to zoom and pinch
 * (photo-zoom.ts, PhotoSwipe, loaded only then: decision 085).
 */
export function ProductGallery({ images, title }: { images: string[]; title: string }) {
  const [active, setActive] = useState(0);
  const count = images.length;
  const several = count > 1;
  const go = (next: number) => setActive((next + count) % count);
  const zoom = () => {
    import('./photo-zoom').then((m) => m.openPhotoZoom(images, active, title)).catch(() => {});
  };
  return (
    <div className="product-gallery" data-testid="product-gallery">
      <div className="product-gallery__stage">
        <button
          type="button"
          className="product-gallery__zoom"
          onClick={zoom}
          aria-label="放大查看图片"
          data-testid="gallery-zoom"
        >
          <img
            src={images[active]}
            alt={`${title}（图 ${active + 1}）`}
            className="product-gallery__image"
            // The item page's largest paint: asked first.
            fetchPriority="high"
            width={480}
            height={480}
          />
          <i className="pi pi-search-plus product-gallery__zoom-hint" aria-hidden="true" />
        </button>
        {several && (
          <>
            <button
              type="button"
              className="product-gallery__arrow product-gallery__arrow--prev"
              aria-label="上一张图片"
              onClick={() => go(active - 1)}
            >
              <i className="pi pi-chevron-left" aria-hidden="true" />
            </button>
            <button
              type="button"
              className="product-gallery__arrow product-gallery__arrow--next"
              aria-label="下一张图片"
              onClick={() => go(active + 1)}
            >
              <i className="pi pi-chevron-right" aria-hidden="true" />
            </button>
          </>
        )}
      </div>
      {several && (
        <ul className="product-gallery__thumbs">
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                className={i === active ? 'product-gallery__thumb product-gallery__thumb--active' : 'product-gallery__thumb'}
                aria-label={`第 ${i + 1} 张图片`}
                aria-current={i === active}
                onClick={() => setActive(i)}
              >
                <img src={src} alt="" width={56} height={56} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
