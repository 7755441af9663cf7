import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../testing/render-with-app';
import { HistoryEntryRow } from './history-entry-row';

afterEach(cleanup);

const VIEWED = Date.UTC(2026, 10, 1, 4, 0);

describe('HistoryEntryRow', () => {
  it('names the item in Chinese, tagged as the keyword gloss, with the Japanese title small beneath', async () => {
    renderWithApp(
      <ol>
        <HistoryEntryRow
          entry={{
            itemId: 'x227796401',
            viewDate: VIEWED,
            title: 'ミニ ゴールド ショッピングバッグ',
            titleZh: '迷你 · 金色 · 购物袋',
            titleZhKind: 'gloss',
            image: '/img/item/x227796401/1.svg',
            currentPrice: 931,
          }}
        />
      </ol>,
    );
    const zh = await screen.findByTestId('history-title-zh');
    expect(zh.getAttribute('lang')).toBe('zh-CN');
    expect(zh.textContent).toContain('迷你 · 金色 · 购物袋');
    expect(zh.textContent).toContain('关键词译文');
    const ja = screen.getByText('ミニ ゴールド ショッピングバッグ');
    expect(ja.getAttribute('lang')).toBe('ja');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/shop/product/x227796401');
    expect(screen.getByText('931 日元')).toBeTruthy();
  });

  it('a full translation is not tagged', async () => {
    renderWithApp(
      <ol>
        <HistoryEntryRow
          entry={{ itemId: 'x1', viewDate: VIEWED, title: 'バッグ', titleZh: '包', titleZhKind: 'full', currentPrice: 100 }}
        />
      </ol>,
    );
    expect((await screen.findByTestId('history-title-zh')).textContent).toBe('包');
  });

  it('an entry saved without a Chinese title shows the Japanese as the title, marked as Japanese', async () => {
    renderWithApp(
      <ol>
        <HistoryEntryRow entry={{ itemId: 'x2', viewDate: VIEWED, title: '古い 記録', currentPrice: 100 }} />
      </ol>,
    );
    expect((await screen.findByText('古い 記録')).getAttribute('lang')).toBe('ja');
    expect(screen.queryByTestId('history-title-zh')).toBeNull();
  });
});
