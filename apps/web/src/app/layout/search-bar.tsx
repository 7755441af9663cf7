import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSysConfig } from '../../features/sys/api/get-sys-config';
import { searchTarget } from '../../lib/routes';
import { searchHistory } from '../../lib/search-history';
import { SearchPopover } from './search-popover';

export const SEARCH_PLACEHOLDER = '搜索商品编号 / 商品名称 / 关键词';
export const CLEAR_KEYWORD_EVENT = 'daigou:clear-search-keyword';

/** Spec §2: Enter, change or the button submits; empty is never submitted; item ids open the product. */
export function SearchBar() {
  const navigate = useNavigate();
  const location = useLocation();
  const config = useSysConfig();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [history, setHistory] = useState<string[]>(() => searchHistory.list());
  const inputRef = useRef<HTMLInputElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const submitRef = useRef<(value: string) => void>(() => {});

  submitRef.current = (value: string) => {
    const target = searchTarget(value, config.data?.searchPage);
    if (!target) return;
    setHistory(searchHistory.add(value.trim()));
    setText(value.trim());
    setOpen(false);
    // Enter can fire both `submit` and the native `change`: one navigation per search.
    if (`${location.pathname}${location.search}` !== target) navigate(target);
  };

  // On the results screens the bar shows what was searched; any other screen starts with an empty bar.
  useEffect(() => {
    const results = location.pathname === '/search' || location.pathname === '/searchByPage';
    setText(results ? (new URLSearchParams(location.search).get('keyword') ?? '') : '');
  }, [location.pathname, location.search]);

  useEffect(() => {
    // The native `change` event (committed edits), as distinct from React's per-keystroke onChange.
    const input = inputRef.current;
    const onCommit = () => submitRef.current(input?.value ?? '');
    input?.addEventListener('change', onCommit);
    const onClear = () => setText('');
    window.addEventListener(CLEAR_KEYWORD_EVENT, onClear);
    const onOutside = (event: MouseEvent) => {
      if (boxRef.current && !boxRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onOutside);
    return () => {
      input?.removeEventListener('change', onCommit);
      window.removeEventListener(CLEAR_KEYWORD_EVENT, onClear);
      document.removeEventListener('mousedown', onOutside);
    };
  }, []);

  return (
    <div className="search-bar" ref={boxRef}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitRef.current(text);
        }}
      >
        <input
          ref={inputRef}
          type="search"
          name="keyword"
          value={text}
          placeholder={SEARCH_PLACEHOLDER}
          aria-label={SEARCH_PLACEHOLDER}
          autoComplete="off"
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
          onClick={() => setOpen(true)}
          onFocus={() => setOpen(true)}
        />
        <button type="submit" className="search-bar__button" aria-label="搜索">
          <i className="pi pi-search" /> 搜索
        </button>
      </form>
      {open && (
        <SearchPopover
          history={history}
          onPick={(keyword) => submitRef.current(keyword)}
          onRemove={(keyword) => setHistory(searchHistory.remove(keyword))}
          onClear={() => setHistory(searchHistory.clear())}
          onNavigate={() => setOpen(false)}
        />
      )}
    </div>
  );
}
