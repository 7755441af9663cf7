import { ParcelStatus } from '@daigou/contract';
import type { Db } from '../../db/database';
import { parcelCharges } from './parcel-money';
import { unpaidParcelsOf } from './parcel-repository';

/**
 * What the member's parcels not yet paid for will take from the balance (decision 047): a packed parcel
 * (待付款) its final price, a request not yet packed (待打包) the estimate the member accepted. Withdrawals
 * leave this much in the balance, so a parcel asked for can still be paid.
 */
export async function unpaidParcelFees(db: Db, userId: number): Promise<number> {
  const parcels = await unpaidParcelsOf(db, userId);
  return parcels.reduce((sum, p) => sum + (p.status === ParcelStatus.packed ? parcelCharges(p) : Number(p.quote_total)), 0);
}
