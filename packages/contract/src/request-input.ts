import type { z } from 'zod';

/**
 * What a client sends to a call whose input schema is `S` (decision 023): `z.input<S>` — optional where the
 * schema has a default or accepts nothing — except that fields zod types as `unknown` on input (coerced
 * and preprocessed ones: `z.coerce.number()`, `z.preprocess(...)`) take the type they parse to, so a
 * caller's values are still checked. Types only: importing this file loads no zod at run time.
 */
export type RequestInput<S extends z.ZodType> = Narrowed<z.input<S>, z.output<S>>;

type Narrowed<In, Out> = {
  [K in keyof In]: unknown extends In[K] ? (K extends keyof Out ? Out[K] : In[K]) : In[K];
};
