import { useDeferredValue } from 'react';
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
  // Drawn from the deferred data, as a transition, when the last of the three arrives: pricing every method
  // (the cheapest for the weight class) is not done in the query update's one long task (issue 28 §6).
  const shipping = useDeferredValue(useShippingMethods().data);
  const config = useDeferredValue(useSysConfig().data);
  const rows = useDeferredValue(useWeightClasses().data);
  if (!shipping || !config || !rows || shipping.methods.length === 0) return null;
  return (
    <DoorCostPanel
      {...props}
      methods={shipping.methods}
      parcelFees={shipping.fees}
      storage={config.storage}
      weightRows={rows.rows}
      serviceFee={orderFees?.serviceFee ?? config.fees.serviceFee}
      inspectionFee={orderFees ? orderFees.inspectionFee : inspection ? config.fees.inspectionFee : null}
    />
  );
}
