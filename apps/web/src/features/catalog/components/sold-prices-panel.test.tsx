import { type SoldAuction, type SoldPrices, soldPricesSchema } from '@daigou/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { asSent } from '../../../testing/contract-fixture';
import { fakeApi, httpError } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render-with-app';
import SoldPricesPanel from './sold-prices-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const sale = (n: number, price: number, patch: Partial<SoldAuction> = {}): SoldAuction => ({
  itemId: `x14000000${String(n).padStart(2, '0')}`,
  title: `エルメス バーキン ${n}`,
  titleZh: `爱马仕 · 铂金包 ${n}`,
  titleZhKind: 'gloss',
  price,
  endTime: Date.UTC(2026, 10, 20 - n, 12, 0),
  bids: 10 + n,
  condition: 'good',
  link: n % 2 ? `/shop/product/x14000000${String(n).padStart(2, '0')}` : null,
  outlier: false,
  ...patch,
});

const answer = (scope: SoldPrices['scope'], patch: Partial<SoldPrices> = {}): SoldPrices =>
  asSent(soldPricesSchema, {
    itemId: 'x1300000001',
    scope,
    query: {
      words: ['エルメス', 'バーキン', 'ARS10', 'はにわ'],
      wordsZh: ['爱马仕', '铂金包', 'ARS10', '「はにわ」'],
      groups: [['エルメス', 'HERMES'], ['バーキン'], ['ARS10'], ['はにわ']],
      categoryId: 2084005405,
      categoryNameZh: '女包',
      condition: null,
    },
    count: 10,
    totalFound: 120,
    median: 30000,
    min: 21000,
    max: 39000,
    outliers: 1,
    recent: [...Array.from({ length: 9 }, (_, i) => sale(i + 1, 21000 + i * 2000)), sale(10, 250000, { outlier: true })],
    readAt: null,
    ...patch,
  });

function renderPanel(maxBid?: number) {
  const api = fakeApi({
    'GET /api/goods/soldPrices': (call) => {
      const scope = (call.query.get('scope') ?? 'default') as SoldPrices['scope'];
      if (scope === 'narrow')
        return answer('narrow', { count: 0, totalFound: 0, median: null, min: null, max: null, outliers: 0, recent: [] });
      return answer(scope);
    },
  });
  renderWithApp(<SoldPricesPanel itemId="x1300000001" maxBid={maxBid} />);
  return api;
}

describe('SoldPricesPanel (落札相场, decision 090)', () => {
  it('shows the median, range and count in 日元 and 元, and the query words in Chinese with the Japanese beside', async () => {
    const api = renderPanel();
    expect((await screen.findByTestId('sold-median')).textContent).toContain('30,000 日元');
    expect(screen.getByTestId('sold-range').textContent).toContain('21,000 日元 – 39,000 日元');
    expect(screen.getByTestId('sold-count').textContent).toContain('10 件');
    expect(screen.getByTestId('sold-figures').textContent).toContain('共找到 120 件，取最近 10 件');
    expect(screen.getByTestId('sold-figures').textContent).toContain('约 1,446 元');
    // The member reads 爱马仕 first; a model code and an unknown word appear once, as written.
    const query = screen.getByTestId('sold-query');
    expect(query.textContent).toBe('标题含「爱马仕（エルメス）、铂金包（バーキン）、ARS10、はにわ」 · 分类「女包」 · 不限成色');
    expect(api.callsTo('GET /api/goods/soldPrices')[0]?.query.get('scope')).toBe('default');
    // Outliers are drawn hollow and said so; one point per sale.
    expect(screen.getByTestId('sold-chart').querySelectorAll('circle')).toHaveLength(10);
    expect(screen.getByText(/空心点为偏离较大的成交（1 件）/)).toBeTruthy();
  });

  it('lists the first eight sales, then all on request, each in Chinese with its end date and bids', async () => {
    renderPanel();
    await screen.findByTestId('sold-recent');
    expect(screen.getAllByTestId('sold-row')).toHaveLength(8);
    const first = screen.getAllByTestId('sold-row')[0] as HTMLElement;
    expect(first.textContent).toContain('爱马仕');
    expect(first.textContent).toContain('21,000 日元');
    expect(first.textContent).toContain('11/19 结束 · 11 次出价');
    // A sale with a page here links to it; one without is plain text.
    expect(first.querySelector('a')?.getAttribute('href')).toBe('/shop/product/x1400000001');
    expect((screen.getAllByTestId('sold-row')[1] as HTMLElement).querySelector('a')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '显示全部 10 件' }));
    expect(screen.getAllByTestId('sold-row')).toHaveLength(10);
    expect(screen.getAllByTestId('sold-row')[9]?.dataset.outlier).toBe('true');
  });

  it("draws the member's maximum and says where it stands among the sales", async () => {
    renderPanel(30000);
    const note = await screen.findByTestId('sold-bid-note');
    // Sales at or under 30,000: 21,000 … 29,000 (5 of 10).
    expect(note.textContent).toContain('不低于其中 5 件（50%）的成交价');
  });

  it('narrows with 相同款 and says when nothing is found, suggesting 更宽', async () => {
    const api = renderPanel();
    await screen.findByTestId('sold-median');
    fireEvent.click(screen.getByTestId('sold-scope-narrow'));
    expect((await screen.findByTestId('sold-empty')).textContent).toContain('没有找到相似的成交记录，可以试试“更宽”');
    expect(screen.getByTestId('sold-scope-narrow').getAttribute('aria-pressed')).toBe('true');
    expect(api.callsTo('GET /api/goods/soldPrices').at(-1)?.query.get('scope')).toBe('narrow');
  });

  it('says in Chinese when the history cannot be read, and reads it again on 重试', async () => {
    let fail = true;
    fakeApi({
      'GET /api/goods/soldPrices': () => (fail ? httpError(503, '雅虎拍卖暂时无法访问，请稍后再试') : answer('default')),
    });
    renderWithApp(<SoldPricesPanel itemId="x1300000001" />);
    expect((await screen.findByTestId('sold-error')).textContent).toContain(
      '成交记录暂时无法读取：雅虎拍卖暂时无法访问，请稍后再试',
    );
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.getByTestId('sold-median').textContent).toContain('30,000 日元'));
  });
});
