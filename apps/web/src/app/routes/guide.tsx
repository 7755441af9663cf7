import { useSearchParams } from 'react-router';
import { ErrorState, LoadingBlock } from '../../components/states/status-states';
import { helpPageId, useHelpPage } from '../../features/content/api/get-help-page';
import { HelpPageView, HelpTabs } from '../../features/content/components/help-page-view';
import { ShippingEstimator } from '../../features/parcels/components/shipping-estimator';
import { StorageRulesPanel } from '../../features/sys/components/storage-rules-panel';
import { errorMessage } from '../../lib/api-client';

/** /guide?id=1|2|3 — order flow, fee standard, purchase notice; the operators' HTML sanitised. */
export function Component() {
  const [params] = useSearchParams();
  const id = helpPageId(params.get('id'));
  const page = useHelpPage(id);
  return (
    <div className="help-layout">
      <HelpTabs current={id} />
      {page.isPending ? (
        <LoadingBlock height={320} />
      ) : page.isError ? (
        <ErrorState message={errorMessage(page.error)} onRetry={() => page.refetch()} />
      ) : (
        <div className="help-main">
          <HelpPageView page={page.data} />
          {id === 2 && <StorageRulesPanel />}
          {id === 2 && <ShippingEstimator />}
        </div>
      )}
    </div>
  );
}
