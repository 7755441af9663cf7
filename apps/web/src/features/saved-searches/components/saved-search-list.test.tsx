import type { SavedSearchList as SavedList, SavedSearch } from '@daigou/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, httpError } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render-with-app';
import { SavedSearchList } from './saved-search-list';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const saved = (patch: Partial<SavedSearch> = {}): SavedSearch => ({
  id: 7,
  filters: { keyword: '手表', maxPrice: 9000, buyNow: true },
  paused: false,
  createdAt: Date.UTC(2026, 10, 1),
  checkedAt: null,
  lastNotifiedAt: null,
  categoryName: null,
  brandName: null,
  ...patch,
});

describe('SavedSearchList', () => {
  it('lists saved searches with their filters and a link to run them; pauses one', async () => {
    let list: SavedList = { list: [saved()], max: 20 };
    const api = fakeApi({
      'GET /api/user/savedSearch/list': () => list,
      'POST /api/user/savedSearch/pause': () => {
        list = { list: [saved({ paused: true })], max: 20 };
        return list.list[0];
      },
    });
    const { toasts } = renderWithApp(<SavedSearchList />);
    const row = await screen.findByText('手表');
    expect(row.closest('a')?.getAttribute('href')).toContain('keyword=%E6%89%8B%E8%A1%A8');
    expect(row.closest('a')?.getAttribute('href')).toContain('sort=newest');
    expect(screen.getByText(/已保存 1 \/ 20 个搜索/)).toBeTruthy();
    expect(screen.getByText(/一口价/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '暂停' }));
    await waitFor(() => expect(toasts.map((t) => t.summary)).toEqual(['已暂停']));
    expect(api.callsTo('POST /api/user/savedSearch/pause').map((c) => Object.fromEntries(c.form ?? []))).toEqual([
      { id: '7', paused: '1' },
    ]);
    const item = (await screen.findByText('已暂停', { selector: '.p-tag-value' })).closest('li') as HTMLElement;
    expect(within(item).getByRole('button', { name: '恢复' })).toBeTruthy();
  });

  it('says in Chinese when there is none, and when the list fails', async () => {
    fakeApi({ 'GET /api/user/savedSearch/list': () => ({ list: [], max: 20 }) });
    renderWithApp(<SavedSearchList />);
    expect(await screen.findByText(/还没有搜索订阅/)).toBeTruthy();
    cleanup();
    vi.unstubAllGlobals();
    fakeApi({ 'GET /api/user/savedSearch/list': () => httpError(500, '服务器繁忙') });
    renderWithApp(<SavedSearchList />);
    expect(await screen.findByText(/搜索订阅加载失败/)).toBeTruthy();
  });

  it('names the category and brand in Chinese, never by id; a search without keyword is called by them', async () => {
    fakeApi({
      'GET /api/user/savedSearch/list': () => ({
        list: [
          saved({ id: 8, filters: { categoryId: 2084005, brandId: 31 }, categoryName: '男士手表', brandName: '精工' }),
          saved({ id: 9, filters: { keyword: '相机', categoryId: 99 }, categoryName: '已失效' }),
        ],
        max: 20,
      }),
    });
    renderWithApp(<SavedSearchList />);
    const byBrand = (await screen.findByText('精工 · 男士手表')).closest('li') as HTMLElement;
    expect(within(byBrand).getByText('分类 男士手表 · 品牌 精工')).toBeTruthy();
    const camera = screen.getByText('相机').closest('li') as HTMLElement;
    expect(within(camera).getByText('分类 已失效')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/#\d/);
  });
});
