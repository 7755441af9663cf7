import { lazy, Suspense } from 'react';
import { NearViewport } from '../../../components/near-viewport/near-viewport';

// Its own chunk (panel, chart, styles): asked for once its place nears the screen, after the page is drawn.
const SoldPricesPanel = lazy(() => import('./sold-prices-panel'));

/** 落札相场 for an item (decision 090), loaded as it nears the screen; `maxBid` is drawn on its chart. */
export function SoldPrices({ itemId, maxBid }: { itemId: string; maxBid?: number | null }) {
  return (
    <div data-testid="sold-prices-place">
      <NearViewport minHeight={120} margin="200px">
        <Suspense fallback={<div style={{ minHeight: 120 }} />}>
          <SoldPricesPanel itemId={itemId} maxBid={maxBid} />
        </Suspense>
      </NearViewport>
    </div>
  );
}
