import type { CategoryGoods } from '@daigou/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../testing/render-with-app';
import { RecommendedGoods } from './recommended-goods';

afterEach(cleanup);

const section: CategoryGoods = {
  category: { categoryId: 20000, name: 'バッグ・財布・小物', nameZh: '箱包配饰' },
  items: [
    {
      itemId: 'x1234567890',
      title: 'ルイヴィトン 長財布 モノグラム',
      titleZh: '路易威登 · 长款钱包 · 老花',
      titleZhKind: 'gloss',
      image: '/img/items/x1234567890-1.svg',
      currentPrice: 10_000,
      buyNowPrice: null,
      bids: 3,
      endTime: Date.now() + 86_400_000,
      status: 'OPEN',
      condition: 'good',
      shippingPayer: 'buyer',
      sellerId: 'seller_1',
    },
  ],
};

describe('RecommendedGoods', () => {
  it('titles a section by its category in Chinese alone, the Japanese name nowhere on the screen', async () => {
    renderWithApp(<RecommendedGoods sections={[section]} searchLink={(p) => `/search?categoryId=${p.categoryId}`} />);
    const heading = await screen.findByRole('heading', { level: 2 });
    expect(heading.textContent).toBe('箱包配饰');
    expect(screen.queryByText(/バッグ・財布・小物/)).toBeNull();
    // The cards name the item in Chinese, the seller's Japanese beneath (marked as Japanese).
    expect(screen.getByTestId('item-title-zh').textContent).toContain('路易威登 · 长款钱包 · 老花');
    expect(screen.getByText('ルイヴィトン 長財布 モノグラム').getAttribute('lang')).toBe('ja');
  });
});
