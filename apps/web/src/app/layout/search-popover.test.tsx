import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, fakeApi, httpError } from '../../testing/fake-api';
import { renderWithApp } from '../../testing/render-with-app';
import { HISTORY_VISIBLE, SearchPopover } from './search-popover';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const HISTORY = ['バッグ', '钱包', '手表', '相机', '耳机', '球鞋', '香水'];
const hotPage = (call: ApiCall) => Array.from({ length: 3 }, (_, i) => `热词${call.query.get('page')}-${i + 1}`);

function renderPopover(history = HISTORY) {
  const props = { onPick: vi.fn(), onRemove: vi.fn(), onClear: vi.fn(), onNavigate: vi.fn() };
  const view = renderWithApp(<SearchPopover history={history} {...props} />);
  return { ...view, ...props };
}

const historyKeywords = () =>
  within(screen.getByTestId('search-history'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('SearchPopover (spec §2)', () => {
  it('shows 5 history entries, expands to all and collapses again', () => {
    fakeApi({ 'GET /api/index/hotKeywords': hotPage });
    renderPopover();
    expect(historyKeywords()).toEqual(HISTORY.slice(0, HISTORY_VISIBLE));
    fireEvent.click(screen.getByRole('button', { name: '展开全部（7）' }));
    expect(historyKeywords()).toEqual(HISTORY);
    fireEvent.click(screen.getByRole('button', { name: '收起' }));
    expect(historyKeywords()).toHaveLength(HISTORY_VISIBLE);
  });

  it('searches an entry, deletes one, clears all; no expand control for 5 or fewer', () => {
    fakeApi({ 'GET /api/index/hotKeywords': hotPage });
    const { onPick, onRemove, onClear } = renderPopover(HISTORY.slice(0, 3));
    fireEvent.click(screen.getByRole('button', { name: '钱包' }));
    expect(onPick).toHaveBeenCalledWith('钱包');
    fireEvent.click(screen.getByRole('button', { name: '删除 手表' }));
    expect(onRemove).toHaveBeenCalledWith('手表');
    fireEvent.click(screen.getByRole('button', { name: /清空/ }));
    expect(onClear).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: /展开全部/ })).toBeNull();
  });

  it('says so when there is no history, and still leads to categories and brands', () => {
    fakeApi({ 'GET /api/index/hotKeywords': hotPage });
    const { onNavigate } = renderPopover([]);
    expect(screen.getByText('暂无搜索历史')).toBeTruthy();
    expect(screen.getByRole('link', { name: /按分类搜索/ }).getAttribute('href')).toBe('/categories');
    fireEvent.click(screen.getByRole('link', { name: /按品牌搜索/ }));
    expect(onNavigate).toHaveBeenCalledOnce();
  });

  it('hot searches come from the server, 10 a page, and refresh to the next page', async () => {
    const api = fakeApi({ 'GET /api/index/hotKeywords': hotPage });
    const { onPick } = renderPopover();
    const hot = screen.getByTestId('hot-searches');
    fireEvent.click(await within(hot).findByRole('button', { name: '热词1-1' }));
    expect(onPick).toHaveBeenCalledWith('热词1-1');
    fireEvent.click(within(hot).getByRole('button', { name: /换一批/ }));
    await within(hot).findByRole('button', { name: '热词2-1' });
    expect(api.callsTo('GET /api/index/hotKeywords').map((c) => c.query.toString())).toEqual([
      'page=1&limit=10',
      'page=2&limit=10',
    ]);
  });

  it('spec §8: a failed hot-keyword call leaves the list empty and says nothing', async () => {
    const api = fakeApi({ 'GET /api/index/hotKeywords': () => httpError(500, '服务器繁忙') });
    const { toasts } = renderPopover();
    await waitFor(() => expect(api.calls).toHaveLength(1));
    fireEvent.click(within(screen.getByTestId('hot-searches')).getByRole('button', { name: /换一批/ }));
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(within(screen.getByTestId('hot-searches')).getAllByRole('button')).toHaveLength(1);
    expect(toasts).toEqual([]);
  });
});
