import type { ItemCard } from '@daigou/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createHashRouter, createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { type ItemCardActions, ItemCardActionsProvider } from './item-card-actions';
import { ItemCardGrid, ItemCardView } from './item-card-view';

afterEach(cleanup);

const card = (itemId: string): ItemCard => ({
  itemId,
  title: 'ミニ ゴールド ショッピングバッグ',
  titleZh: '迷你 · 金色 · 购物袋',
  titleZhKind: 'gloss',
  image: `/img/item/${itemId}/1.svg`,
  currentPrice: 931,
  buyNowPrice: null,
  bids: 2,
  endTime: Date.now() + 86_400_000,
  status: 'OPEN',
  condition: null,
  shippingPayer: 'buyer',
  sellerId: 's1',
});

function Product() {
  return <p data-testid="product-page">{useParams().id}</p>;
}

describe('ItemCardGrid links', () => {
  it('writes the href a router Link writes, with the hash router too', () => {
    window.location.hash = '#/';
    const router = createHashRouter([
      {
        path: '/',
        element: (
          <>
            <ItemCardGrid items={[card('x227796401')]} testId="grid" />
            <div data-testid="single">
              <ItemCardView item={card('x227796402')} />
            </div>
          </>
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    const inGrid = screen.getByTestId('grid').querySelector('a.item-card__link');
    const single = screen.getByTestId('single').querySelector('a.item-card__link');
    expect(inGrid?.getAttribute('href')).toBe('#/shop/product/x227796401');
    expect(single?.getAttribute('href')).toBe('#/shop/product/x227796402');
  });

  it('a plain click opens the item page in the app; a modified click is left to the browser', async () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <ItemCardGrid items={[card('x227796401')]} /> },
        { path: '/shop/product/:id', element: <Product /> },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    const link = document.querySelector('a.item-card__link') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('/shop/product/x227796401');
    const modified = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(modified);
    expect(router.state.location.pathname).toBe('/');
    fireEvent.click(link);
    expect((await screen.findByTestId('product-page')).textContent).toBe('x227796401');
    expect(router.state.historyAction).toBe('PUSH');
  });
});

describe('ItemCardGrid actions', () => {
  it('primes the corners with all its items at once before its cards render theirs, and not again for the same page', () => {
    const calls: string[][] = [];
    const rendered: string[] = [];
    const actions: ItemCardActions = {
      render: (item) => {
        rendered.push(`${calls.length}:${item.itemId}`);
        return <span data-testid="corner">{item.itemId}</span>;
      },
      prime: (items) => calls.push(items.map((item) => item.itemId)),
    };
    const page = [card('x227796401'), card('x227796402'), card('x227796403')];
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <ItemCardActionsProvider value={actions}>
            <ItemCardGrid items={page} testId="grid" />
          </ItemCardActionsProvider>
        ),
      },
    ]);
    const { rerender } = render(<RouterProvider router={router} />);
    expect(calls).toEqual([['x227796401', 'x227796402', 'x227796403']]);
    // Every card's corner rendered after the one call for the whole grid.
    expect(rendered).toEqual(['1:x227796401', '1:x227796402', '1:x227796403']);
    expect(screen.getAllByTestId('corner')).toHaveLength(3);
    rerender(<RouterProvider router={router} />);
    expect(calls).toHaveLength(1);
  });
});
