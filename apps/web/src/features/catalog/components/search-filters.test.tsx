import type { SearchOptionsFile } from '@daigou/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render-with-app';
import { NO_FILTERS, SearchFilters } from './search-filters';
import type { SearchState } from './search-query';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const OPTIONS: SearchOptionsFile = {
  sorts: [],
  conditions: [{ value: 'new', label: '全新', ja: '新品' }],
  priceRanges: [{ min: null, max: 1000, label: '1,000 日元以下' }],
  flags: [{ value: 'buyNow', label: '只看一口价' }],
  pageSizes: [20],
} as SearchOptionsFile;

/** A phone: the filter column folds (its media query matches). */
function onAPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  fakeApi({
    'GET /data/search_option.json': () =>
      new Response(JSON.stringify(OPTIONS), { headers: { 'content-type': 'application/json' } }),
    'GET /api/getCategoryChildren': () => ({ category: null, breadcrumb: [], children: [] }),
    'GET /data/brands.json': () =>
      new Response(JSON.stringify({ version: '1', brands: [] }), { headers: { 'content-type': 'application/json' } }),
  });
}

const base: SearchState = { keyword: 'バッグ', sort: 'relevance', page: 1, limit: 20 };

describe('the filters on a phone', () => {
  it('open as a sheet with the result count, chips and 清除; a choice keeps it open, 查看 N 件结果 closes it', async () => {
    onAPhone();
    const onChange = vi.fn();
    renderWithApp(
      <SearchFilters state={{ ...base, buyNow: true, minPrice: 1000 }} onChange={onChange} total={1234} labels={{}} />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    const toggle = screen.getByRole('button', { name: /筛选条件/ });
    expect(toggle.textContent).toContain('2');
    fireEvent.click(toggle);
    const sheet = await screen.findByRole('dialog', { name: '筛选条件' });
    const chips = within(sheet).getByTestId('active-filters');
    expect(within(chips).getByRole('button', { name: /移除 只看一口价/ })).toBeTruthy();

    fireEvent.click(within(chips).getByRole('button', { name: /移除 只看一口价/ }));
    expect(onChange).toHaveBeenLastCalledWith({ buyNow: undefined });
    expect(screen.getByRole('dialog')).toBeTruthy();

    fireEvent.click(within(sheet).getAllByRole('button', { name: '清除' })[0]);
    expect(onChange).toHaveBeenLastCalledWith(NO_FILTERS);

    fireEvent.click(within(sheet).getByRole('button', { name: '查看 1,234 件结果' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('while a new count is asked for, the button does not show the old one', async () => {
    onAPhone();
    renderWithApp(<SearchFilters state={base} onChange={() => {}} total={1234} counting labels={{}} />);
    fireEvent.click(screen.getByRole('button', { name: /筛选条件/ }));
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByTestId('filter-apply').textContent).toBe('查看结果');
    expect((within(sheet).getByRole('button', { name: '清除' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
