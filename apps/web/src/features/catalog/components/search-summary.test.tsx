import type { SearchResult } from '@daigou/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchSummary } from './search-summary';

afterEach(cleanup);

const result = (patch: Partial<SearchResult>): SearchResult => ({
  list: [],
  total: 12,
  totalCapped: false,
  page: 1,
  limit: 20,
  keyword: '手表',
  searchedTerms: ['腕時計', '時計', 'ウォッチ'],
  termGroups: [{ word: '手表', terms: ['腕時計', '時計', 'ウォッチ', '手表'] }],
  expanded: true,
  alternatives: [],
  hiddenSellers: 0,
  ...patch,
});

describe('the expansion line of the search summary', () => {
  it('shows what a Chinese word was searched as, and 只搜原词 re-runs it without the expansion', () => {
    const onExact = vi.fn();
    render(<SearchSummary keyword="手表" result={result({})} onExact={onExact} />);
    expect(screen.getByTestId('searched-terms').textContent).toBe('已搜索：手表 → 腕時計 · 時計 · ウォッチ只搜原词');
    fireEvent.click(screen.getByRole('button', { name: '只搜原词' }));
    expect(onExact).toHaveBeenCalledWith(true);
  });

  it('says the words were searched as typed, with the way back', () => {
    const onExact = vi.fn();
    render(
      <SearchSummary
        keyword="手表"
        exact
        result={result({ termGroups: [{ word: '手表', terms: ['手表'] }], expanded: false })}
        onExact={onExact}
      />,
    );
    expect(screen.getByTestId('searched-terms').textContent).toContain('只搜了原词「手表」');
    expect(screen.queryByText('只搜原词')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '同时搜日文' }));
    expect(onExact).toHaveBeenCalledWith(false);
  });

  it('has no line for a Japanese keyword searched as typed', () => {
    render(
      <SearchSummary
        keyword="遊戯王 初期"
        result={result({
          termGroups: [
            { word: '遊戯王', terms: ['遊戯王'] },
            { word: '初期', terms: ['初期'] },
          ],
          expanded: false,
        })}
        onExact={() => {}}
      />,
    );
    expect(screen.queryByTestId('searched-terms')).toBeNull();
  });
});
