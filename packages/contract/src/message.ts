import { z } from 'zod';

export const msgCountQuerySchema = z.object({
  msgSource: z.string().max(20).optional(),
});
export const msgCountSchema = z.object({ totalNum: z.number().int().min(0) });
