import { z } from 'zod';
import { ORDER_TYPES, OrderStatus } from './order-status';

export const orderStatusSchema = z.union([
  z.literal(OrderStatus.cancelled),
  z.literal(OrderStatus.unpaid),
  z.literal(OrderStatus.paid),
  z.literal(OrderStatus.purchased),
  z.literal(OrderStatus.shipped),
  z.literal(OrderStatus.warehoused),
  z.literal(OrderStatus.failed),
  z.literal(OrderStatus.inspecting),
  z.literal(OrderStatus.problem),
]);

export const orderTypeSchema = z.enum(ORDER_TYPES);
