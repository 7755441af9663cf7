import type { ReactNode } from 'react';

/** The 商品 cell of an order list: the thumbnail (when there is one), the title and a hint line below. */
export function ItemCell({ image, title, hint }: { image: string | null; title: string; hint: ReactNode }) {
  return (
    <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
      {image && <img className="admin-thumb" src={image} alt="" loading="lazy" />}
      <div>
        <div>{title}</div>
        <div className="admin-hint">{hint}</div>
      </div>
    </div>
  );
}
