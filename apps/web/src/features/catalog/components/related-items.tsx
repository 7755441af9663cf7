import { ItemCardGrid } from '../../../components/item-card/item-card-view';
import { useRecommendItems } from '../api/get-recommend-items';
import './catalog.css';

/** Related items for an item (recommendItems); nothing when there are none or the call failed. */
export function RelatedItems({ itemId }: { itemId: string }) {
  const related = useRecommendItems(itemId);
  if (!related.data || related.data.length === 0) return null;
  return (
    <section className="section-card" data-testid="related-items">
      <header>
        <h2>相关商品</h2>
      </header>
      <ItemCardGrid items={related.data} />
    </section>
  );
}
