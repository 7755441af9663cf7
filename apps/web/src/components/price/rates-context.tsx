import type { Rate } from '@daigou/contract';
import { createContext, type ReactNode, useContext } from 'react';

const RatesContext = createContext<Rate | undefined>(undefined);

/** The two channels' rates (yuan per 1 yen) for every price below; route files provide them. */
export function RatesProvider({ rate, children }: { rate: Rate | undefined; children: ReactNode }) {
  return <RatesContext.Provider value={rate}>{children}</RatesContext.Provider>;
}

/** undefined while the rates are unknown (spec §8: a failed rate call is ignored). */
export function useRates(): Rate | undefined {
  return useContext(RatesContext);
}
