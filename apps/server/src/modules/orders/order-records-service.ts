import type { OrderRecordQuery } from '@daigou/contract';
import type { Db } from '../../db/database';
import { getOrderRecords } from '../wallet/record-service';
import { orderEventRecords } from './order-repository';

/** `GetOrderRecord` for a member: the wallet's money movements with this area's order records beside them. */
export function getMemberOrderRecords(db: Db, userId: number, query: OrderRecordQuery) {
  return getOrderRecords(db, userId, query, orderEventRecords(db));
}
