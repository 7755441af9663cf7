import type { AdminParcelDetail } from '@daigou/contract';
import type { QueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/console/admin-keys';

/**
 * After a staff move that answers the whole parcel (pack, photo, ship, problem, resolve, cancel): the detail
 * is stored as answered; the parcel lists, the dashboard's parcel desk and the storage report (items may have gone back
 * to the warehouse) are asked again.
 */
export function storeParcel(queryClient: QueryClient, detail: AdminParcelDetail): void {
  queryClient.setQueryData(adminKeys.parcel(detail.parcel.parcelId), detail);
  void queryClient.invalidateQueries({ queryKey: adminKeys.parcelLists() });
  void queryClient.invalidateQueries({ queryKey: adminKeys.parcelSummary() });
  void queryClient.invalidateQueries({ queryKey: adminKeys.storage() });
}
