import PhotoSwipe from 'photoswipe';
import 'photoswipe/style.css';

/**
 * The item's photos full screen, zoomed by tap, double tap, pinch or wheel (issue 28 §5), with PhotoSwipe 5
 * (maintained, no dependencies). Loaded only when a member opens a photo, never with the page (decision 085).
 * PhotoSwipe needs each photo's size: read from the images, which the gallery has already loaded.
 */
const sizeOf = (src: string): Promise<{ width: number; height: number }> =>
  new Promise((resolve) => {
    const img = new Image();
    const done = () => resolve({ width: img.naturalWidth || 800, height: img.naturalHeight || 800 });
    img.onload = done;
    img.onerror = done;
    img.src = src;
  });

export async function openPhotoZoom(images: string[], index: number, title: string): Promise<void> {
  const sizes = await Promise.all(images.map(sizeOf));
  const pswp = new PhotoSwipe({
    dataSource: images.map((src, i) => {
      // An SVG has no pixels to run out of: shown at least twice the screen so a zoom has room.
      const scale = src.endsWith('.svg') ? 2 : 1;
      return { src, width: sizes[i].width * scale, height: sizes[i].height * scale, alt: `${title}（图 ${i + 1}）` };
    }),
    index,
    bgOpacity: 0.92,
    // Tap zooms in (and back): the gesture a phone user tries first.
    imageClickAction: 'zoom',
    tapAction: 'zoom',
    doubleTapAction: 'zoom',
    secondaryZoomLevel: 2.5,
    maxZoomLevel: 4,
    closeTitle: '关闭',
    zoomTitle: '放大',
    arrowPrevTitle: '上一张',
    arrowNextTitle: '下一张',
    errorMsg: '图片无法加载',
    indexIndicatorSep: ' / ',
  });
  pswp.init();
}
