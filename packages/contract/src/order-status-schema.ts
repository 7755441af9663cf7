import { z } from 'zod';
import { ORDER_TYPES } from './order-status';

export const orderStatusSchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
  z.literal(6),
  z.literal(13),
  z.literal(20),
  z.literal(21),
]);

export const orderTypeSchema = z.enum(ORDER_TYPES);
