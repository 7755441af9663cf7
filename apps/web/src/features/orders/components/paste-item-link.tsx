import { itemIdFromText } from '@daigou/contract';
import { useState } from 'react';
import '../orders.css';

/**
 * Order from a link: the member pastes a Yahoo! Auctions item link (desktop or phone page) or an item id,
 * and goes on to the item's page to order it.
 */
export function PasteItemLink({ onItem }: { onItem: (itemId: string) => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="section-card paste-link"
      data-testid="paste-item-link"
      onSubmit={(event) => {
        event.preventDefault();
        const itemId = itemIdFromText(text);
        if (!itemId) {
          setError('没有识别出商品：请粘贴雅虎拍卖的商品链接，或输入商品编号（如 x1234567890）');
          return;
        }
        setError(null);
        onItem(itemId);
      }}
    >
      <h1 className="paste-link__title">粘贴链接下单</h1>
      <p className="muted">
        在雅虎拍卖（ヤフオク!）看中的商品，复制商品页面的链接（电脑版或手机版均可）或商品编号，粘贴到下面即可打开商品页下单。
      </p>
      <label className="paste-link__field">
        <span className="visually-hidden">商品链接或编号</span>
        <input
          type="text"
          inputMode="url"
          autoComplete="off"
          maxLength={2000}
          value={text}
          placeholder="https://page.auctions.yahoo.co.jp/jp/auction/… 或商品编号"
          aria-label="商品链接或编号"
          aria-invalid={error ? true : undefined}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      {error && (
        <p className="paste-link__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="p-button paste-link__submit" disabled={!text.trim()}>
        打开商品
      </button>
    </form>
  );
}
