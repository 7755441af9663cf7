import { useState } from 'react';
import { Link } from 'react-router';
import { useHotKeywords } from '../../features/content/api/get-hot-keywords';

export const HISTORY_VISIBLE = 5;

interface SearchPopoverProps {
  history: string[];
  onPick: (keyword: string) => void;
  onRemove: (keyword: string) => void;
  onClear: () => void;
  onNavigate: () => void;
}

/** Spec §2: category/brand buttons, search history (5, expand/collapse, clear, delete one), hot searches with refresh. */
export function SearchPopover({ history, onPick, onRemove, onClear, onNavigate }: SearchPopoverProps) {
  const [expanded, setExpanded] = useState(false);
  const [hotPage, setHotPage] = useState(1);
  const hot = useHotKeywords(hotPage);
  const visible = expanded ? history : history.slice(0, HISTORY_VISIBLE);

  return (
    <div className="search-popover" data-testid="search-popover">
      <div className="search-popover__buttons">
        <Link to="/categories" className="chip-button" onClick={onNavigate}>
          <i className="pi pi-th-large" /> 按分类搜索
        </Link>
        <Link to="/brands" className="chip-button" onClick={onNavigate}>
          <i className="pi pi-tags" /> 按品牌搜索
        </Link>
      </div>

      <section className="search-popover__section" data-testid="search-history">
        <header>
          <h4>搜索历史</h4>
          {history.length > 0 && (
            <button type="button" className="text-button" onClick={onClear}>
              <i className="pi pi-trash" /> 清空
            </button>
          )}
        </header>
        {history.length === 0 ? (
          <p className="muted">暂无搜索历史</p>
        ) : (
          <ul className="history-list">
            {visible.map((keyword) => (
              <li key={keyword}>
                <button type="button" className="history-list__keyword" onClick={() => onPick(keyword)}>
                  <i className="pi pi-history" aria-hidden="true" />
                  <span>{keyword}</span>
                </button>
                <button type="button" className="icon-button" aria-label={`删除 ${keyword}`} onClick={() => onRemove(keyword)}>
                  <i className="pi pi-times" />
                </button>
              </li>
            ))}
          </ul>
        )}
        {history.length > HISTORY_VISIBLE && (
          <button type="button" className="text-button" onClick={() => setExpanded(!expanded)}>
            {expanded ? '收起' : `展开全部（${history.length}）`}
          </button>
        )}
      </section>

      <section className="search-popover__section" data-testid="hot-searches">
        <header>
          <h4>热门搜索</h4>
          <button type="button" className="text-button" onClick={() => setHotPage((p) => p + 1)}>
            <i className="pi pi-refresh" /> 换一批
          </button>
        </header>
        <div className="hot-list">
          {(hot.data ?? []).map((keyword, i) => (
            <button
              key={keyword}
              type="button"
              className={i < 3 ? 'hot-chip hot-chip--top' : 'hot-chip'}
              onClick={() => onPick(keyword)}
            >
              {keyword}
            </button>
          ))}
        </div>
      </section>
    </div>
  );
}
