import type { ParcelQuote, ParcelQuoteInput } from '@daigou/contract';
import { parcelApi } from '@daigou/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { parcelKeys } from './keys';

/** POST /api/parcel/quote (JSON): the estimate per method for the chosen items and options. */
export const quoteParcel = (input: ParcelQuoteInput): Promise<ParcelQuote> => callRoute(parcelApi.parcelQuote, input);

/** The quote of what the form holds now (null: nothing chosen); the previous one stays while the next loads. */
export const useParcelQuote = (input: ParcelQuoteInput | null) =>
  useQuery({
    queryKey: parcelKeys.quote(input ?? { items: [] }),
    queryFn: () => quoteParcel(input as ParcelQuoteInput),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    meta: { silent: true },
  });
