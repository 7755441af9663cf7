import type { z } from 'zod';

/**
 * A fixture as the server would send it: parsed by the contract's own schema, so a fixture that drifts from
 * the contract (a renamed field, a status that no longer exists) fails the test that uses it at once.
 */
export const asSent = <S extends z.ZodType>(schema: S, value: z.input<S>): z.output<S> => schema.parse(value);

/** A request body as the server would read it: the contract's body schema must accept what the screen sent. */
export const asReceived = <S extends z.ZodType>(schema: S, body: unknown): z.output<S> => schema.parse(body);
