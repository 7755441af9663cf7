import type { ParcelQuoteInput, ParcelType } from '@daigou/contract';

export const parcelKeys = {
  all: ['parcels'] as const,
  methods: () => [...parcelKeys.all, 'methods'] as const,
  warehouse: () => [...parcelKeys.all, 'warehouse'] as const,
  quote: (input: ParcelQuoteInput) => [...parcelKeys.all, 'quote', input] as const,
  lists: () => [...parcelKeys.all, 'list'] as const,
  list: (type: ParcelType, page: number, limit: number) => [...parcelKeys.lists(), { type, page, limit }] as const,
  details: () => [...parcelKeys.all, 'info'] as const,
  detail: (parcelId: number) => [...parcelKeys.details(), parcelId] as const,
};
