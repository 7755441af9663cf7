import { DoorCostPanel, type DoorCostPanelProps } from '../components/door-cost/door-cost-panel';
import { useWeightClasses } from '../features/catalog/api/get-weight-classes';
import { useShippingMethods } from '../features/parcels/api/get-shipping-methods';
import { useSysConfig } from '../features/sys/api/get-sys-config';

type FromStore = 'methods' | 'parcelFees' | 'storage' | 'weightRows' | 'serviceFee' | 'inspectionFee';

/**
 * The door-cost estimate with the store's figures: the parcels' methods and rate cards, the fees and storage rules,
 * staff's weight classes (three features' data, joined here). Absent until they are known, and when one failed:
 * the page never waits on an estimate.
 */
export function DoorCostEstimate({
  inspection,
  orderFees,
  ...props
}: Omit<DoorCostPanelProps, FromStore> & {
  inspection: boolean;
  /** An order's own fees (those in force when it was placed), in place of today's. */
  orderFees?: { serviceFee: number; inspectionFee: number | null };
}) {
  const shipping = useShippingMethods();
  const config = useSysConfig();
  const rows = useWeightClasses();
  if (!shipping.data || !config.data || !rows.data || shipping.data.methods.length === 0) return null;
  return (
    <DoorCostPanel
      {...props}
      methods={shipping.data.methods}
      parcelFees={shipping.data.fees}
      storage={config.data.storage}
      weightRows={rows.data.rows}
      serviceFee={orderFees?.serviceFee ?? config.data.fees.serviceFee}
      inspectionFee={orderFees ? orderFees.inspectionFee : inspection ? config.data.fees.inspectionFee : null}
    />
  );
}
