import type { HelpPage } from '@daigou/contract';
import { contentApi } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { contentKeys } from './keys';

/** Spec §2: 1 order flow, 2 fee standard, 3 purchase notice. */
export const HELP_PAGES = [
  { id: 1, title: '下单流程' },
  { id: 2, title: '费用标准' },
  { id: 3, title: '购买须知' },
] as const;

export function helpPageId(raw: string | null): number {
  const id = Number(raw);
  return HELP_PAGES.some((p) => p.id === id) ? id : 1;
}

export const getHelpPage = (id: number): Promise<HelpPage> => callRoute(contentApi.indexHelp, { id });

export const helpPageQueryOptions = (id: number) =>
  queryOptions({ queryKey: contentKeys.help(id), queryFn: () => getHelpPage(id) });

export const useHelpPage = (id: number) => useQuery(helpPageQueryOptions(id));
