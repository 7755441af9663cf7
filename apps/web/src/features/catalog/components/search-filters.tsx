import { type Brand, formatPrice, formatYen, ITEM_CONDITION_LABELS, type SearchOptionsFile } from '@daigou/contract';
import { type FormEvent, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useBrands } from '../api/get-brands';
import { useCategoryChildren } from '../api/get-category-children';
import { useSearchOptions } from '../api/get-search-options';
import type { SearchState } from './search-query';
import './catalog.css';

type Change = (patch: Partial<SearchState>) => void;

/** Brands whose Japanese, English or Chinese name contains the text (case-insensitive). */
export function matchBrands(brands: Brand[], text: string): Brand[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return brands;
  return brands.filter(
    (b) => b.name.toLowerCase().includes(needle) || b.nameEn.toLowerCase().includes(needle) || b.nameZh.includes(needle),
  );
}

function CategoryFilter({ categoryId, onChange }: { categoryId?: number; onChange: Change }) {
  const tree = useCategoryChildren(categoryId ?? 0);
  const data = tree.data;
  return (
    <fieldset className="filter-group" data-testid="category-filter">
      <legend>分类</legend>
      <div className="filter-breadcrumb">
        <button
          type="button"
          className={categoryId ? 'link-button' : 'link-button link-button--active'}
          onClick={() => onChange({ categoryId: undefined })}
        >
          全部分类
        </button>
        {data?.breadcrumb.map((crumb) => (
          <span key={crumb.categoryId}>
            <i className="pi pi-angle-right" aria-hidden="true" />
            <button
              type="button"
              className={crumb.categoryId === categoryId ? 'link-button link-button--active' : 'link-button'}
              onClick={() => onChange({ categoryId: crumb.categoryId })}
            >
              {crumb.nameZh}
            </button>
          </span>
        ))}
      </div>
      {tree.isError && <p className="muted">分类加载失败</p>}
      {data && data.children.length > 0 && (
        <ul className="filter-list">
          {data.children.map((child) => (
            <li key={child.categoryId}>
              <button
                type="button"
                className="link-button"
                onClick={() => onChange({ categoryId: child.categoryId })}
                title={child.name}
              >
                {child.nameZh}
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

const BRANDS_SHOWN = 12;

function BrandFilter({ brandId, onChange }: { brandId?: number; onChange: Change }) {
  const brands = useBrands();
  const [text, setText] = useState('');
  const all = brands.data?.brands ?? [];
  const current = all.find((b) => b.brandId === brandId);
  const shown = useMemo(() => {
    const matches = matchBrands(all, text);
    return text
      ? matches.slice(0, BRANDS_SHOWN)
      : [...matches].sort((a, b) => b.popularity - a.popularity).slice(0, BRANDS_SHOWN);
  }, [all, text]);
  return (
    <fieldset className="filter-group" data-testid="brand-filter">
      <legend>品牌</legend>
      {brandId !== undefined && (
        <p className="filter-current">
          当前：<strong>{current ? current.nameZh : `品牌 #${brandId}`}</strong>
          <button type="button" className="link-button" onClick={() => onChange({ brandId: undefined })}>
            不限
          </button>
        </p>
      )}
      <input
        type="search"
        className="filter-input"
        placeholder="搜索品牌（中文 / 日文 / 英文）"
        aria-label="搜索品牌"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {brands.isError && <p className="muted">品牌加载失败</p>}
      <ul className="filter-chips">
        {shown.map((brand) => (
          <li key={brand.brandId}>
            <button
              type="button"
              className={brand.brandId === brandId ? 'filter-chip filter-chip--active' : 'filter-chip'}
              title={`${brand.nameEn} / ${brand.name}`}
              onClick={() => onChange({ brandId: brand.brandId })}
            >
              {brand.nameZh}
            </button>
          </li>
        ))}
        {text && shown.length === 0 && <li className="muted">没有匹配的品牌</li>}
      </ul>
    </fieldset>
  );
}

function PriceFilter({ state, options, onChange }: { state: SearchState; options: SearchOptionsFile; onChange: Change }) {
  const [min, setMin] = useState(state.minPrice?.toString() ?? '');
  const [max, setMax] = useState(state.maxPrice?.toString() ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parse = (v: string) => (v.trim() === '' ? undefined : Math.max(0, Math.floor(Number(v))));
    let lo = parse(min);
    let hi = parse(max);
    if (lo !== undefined && Number.isNaN(lo)) lo = undefined;
    if (hi !== undefined && Number.isNaN(hi)) hi = undefined;
    if (lo !== undefined && hi !== undefined && lo > hi) [lo, hi] = [hi, lo];
    onChange({ minPrice: lo, maxPrice: hi });
  };
  return (
    <fieldset className="filter-group" data-testid="price-filter">
      <legend>价格（日元）</legend>
      <ul className="filter-chips">
        {options.priceRanges.map((range) => {
          const active = (range.min ?? undefined) === state.minPrice && (range.max ?? undefined) === state.maxPrice;
          return (
            <li key={range.label}>
              <button
                type="button"
                className={active ? 'filter-chip filter-chip--active' : 'filter-chip'}
                onClick={() => {
                  setMin(range.min?.toString() ?? '');
                  setMax(range.max?.toString() ?? '');
                  onChange({ minPrice: range.min ?? undefined, maxPrice: range.max ?? undefined });
                }}
              >
                {range.label}
              </button>
            </li>
          );
        })}
      </ul>
      <form className="price-range" onSubmit={submit}>
        <input
          type="number"
          min={0}
          inputMode="numeric"
          placeholder="最低"
          aria-label="最低价格"
          value={min}
          onChange={(e) => setMin(e.target.value)}
        />
        <span>—</span>
        <input
          type="number"
          min={0}
          inputMode="numeric"
          placeholder="最高"
          aria-label="最高价格"
          value={max}
          onChange={(e) => setMax(e.target.value)}
        />
        <button type="submit" className="small-button">
          确定
        </button>
      </form>
    </fieldset>
  );
}

function ConditionFilter({ state, options, onChange }: { state: SearchState; options: SearchOptionsFile; onChange: Change }) {
  const selected = state.condition ?? [];
  return (
    <fieldset className="filter-group" data-testid="condition-filter">
      <legend>商品成色</legend>
      <ul className="filter-checks">
        {options.conditions.map((c) => (
          <li key={c.value}>
            <label title={c.ja}>
              <input
                type="checkbox"
                key={String(selected.includes(c.value))}
                defaultChecked={selected.includes(c.value)}
                onChange={(e) => {
                  const next = e.target.checked ? [...selected, c.value] : selected.filter((v) => v !== c.value);
                  onChange({ condition: next.length ? next : undefined });
                }}
              />
              {c.label}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function FlagFilter({ state, options, onChange }: { state: SearchState; options: SearchOptionsFile; onChange: Change }) {
  return (
    <fieldset className="filter-group" data-testid="flag-filter">
      <legend>其他</legend>
      <ul className="filter-checks">
        {options.flags.map((f) => (
          <li key={f.value}>
            <label>
              <input
                type="checkbox"
                key={String(state[f.value] === true)}
                defaultChecked={state[f.value] === true}
                onChange={(e) => onChange({ [f.value]: e.target.checked || undefined })}
              />
              {f.label}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** Below this width the filter column is folded behind its toggle (catalog.css says the same). */
const FOLDED_QUERY = '(max-width: 900px)';

function subscribeFolded(onChange: () => void): () => void {
  const query = window.matchMedia?.(FOLDED_QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the screen is narrow enough for the filters to fold. */
function useFolded(): boolean {
  return useSyncExternalStore(subscribeFolded, () => window.matchMedia?.(FOLDED_QUERY).matches ?? false);
}

/** Every filter off (the keyword and the sort stay). */
export const NO_FILTERS: Partial<SearchState> = {
  categoryId: undefined,
  brandId: undefined,
  minPrice: undefined,
  maxPrice: undefined,
  condition: undefined,
  buyNow: undefined,
  endingSoon: undefined,
  freeShipping: undefined,
};

/** How many filters are on (a price range counts once). */
export function activeFilterCount(state: SearchState): number {
  return [
    state.categoryId !== undefined,
    state.brandId !== undefined,
    state.minPrice !== undefined || state.maxPrice !== undefined,
    (state.condition?.length ?? 0) > 0,
    state.buyNow === true,
    state.endingSoon === true,
    state.freeShipping === true,
  ].filter(Boolean).length;
}

/**
 * The filter column: category (with descendants), brand, price range, condition, buy-it-now / ending soon /
 * free shipping. On a narrow screen it folds behind its toggle and opens as a bottom sheet over the results:
 * the active filters as chips (each with ×) and 清除 at the top, the groups scrolling in at most three
 * quarters of the screen, and 查看 N 件结果 at the bottom, which closes it (issue 25).
 */
export function SearchFilters({
  state,
  onChange,
  total,
  counting = false,
  labels = {},
}: {
  state: SearchState;
  onChange: Change;
  /** The results the current filters find (undefined while the first answer is awaited). */
  total?: number;
  /** A new count is being asked for. */
  counting?: boolean;
  labels?: { category?: string; brand?: string };
}) {
  // Narrow screens fold the filters behind a toggle so results come first; folded, the filters are not
  // rendered and their lists (categories, brands, options) not asked for until opened (decision 056).
  const [open, setOpen] = useState(false);
  const folded = useFolded();
  const shown = open || !folded;
  const sheet = folded && open;
  const options = useSearchOptions(shown);
  const active = activeFilterCount(state);
  useEffect(() => {
    if (!sheet) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [sheet]);
  const resultsLabel = total === undefined || counting ? '查看结果' : `查看 ${formatPrice(total)} 件结果`;
  const groups = (
    <>
      {sheet && (
        <div className="filter-sheet__head">
          <strong>筛选条件</strong>
          <button type="button" className="filter-sheet__close" aria-label="关闭筛选" onClick={() => setOpen(false)}>
            <i className="pi pi-times" aria-hidden="true" />
          </button>
        </div>
      )}
      {sheet && <ActiveFilters state={state} onChange={onChange} labels={labels} />}
      <CategoryFilter categoryId={state.categoryId} onChange={onChange} />
      <BrandFilter brandId={state.brandId} onChange={onChange} />
      {options.data && (
        <>
          <PriceFilter key={`${state.minPrice}-${state.maxPrice}`} state={state} options={options.data} onChange={onChange} />
          <ConditionFilter state={state} options={options.data} onChange={onChange} />
          <FlagFilter state={state} options={options.data} onChange={onChange} />
        </>
      )}
      {options.isError && <p className="muted">筛选项加载失败</p>}
      {sheet && (
        <div className="filter-sheet__foot">
          <button type="button" className="filter-sheet__clear" disabled={active === 0} onClick={() => onChange(NO_FILTERS)}>
            清除
          </button>
          <button type="button" className="filter-sheet__apply" onClick={() => setOpen(false)} data-testid="filter-apply">
            {resultsLabel}
          </button>
        </div>
      )}
    </>
  );
  return (
    <aside className={open ? 'search-filters search-filters--open' : 'search-filters'} aria-label="筛选条件">
      <button type="button" className="search-filters__toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        <i className="pi pi-filter" aria-hidden="true" /> 筛选条件
        {active > 0 && <span className="search-filters__count">{active}</span>}
        <i className={open ? 'pi pi-chevron-up' : 'pi pi-chevron-down'} aria-hidden="true" />
      </button>
      {sheet && <button type="button" className="filter-sheet__backdrop" aria-label="关闭筛选" onClick={() => setOpen(false)} />}
      {shown &&
        (sheet ? (
          <div
            className="search-filters__body filter-sheet"
            role="dialog"
            aria-modal="true"
            aria-label="筛选条件"
            data-testid="search-filters-body"
          >
            {groups}
          </div>
        ) : (
          <div className="search-filters__body" data-testid="search-filters-body">
            {groups}
          </div>
        ))}
    </aside>
  );
}

const FLAG_FALLBACK_LABELS = { buyNow: '只看一口价', endingSoon: '24 小时内结束', freeShipping: '卖家包邮' } as const;

/** The active filters as removable chips above the results. */
export function ActiveFilters({
  state,
  onChange,
  labels,
}: {
  state: SearchState;
  onChange: Change;
  labels: { category?: string; brand?: string };
}) {
  // The options only name the flags (the fallback labels say the same): asked only when a flag is on.
  const options = useSearchOptions(state.buyNow === true || state.endingSoon === true || state.freeShipping === true);
  const flagLabel = (flag: keyof typeof FLAG_FALLBACK_LABELS) =>
    options.data?.flags.find((f) => f.value === flag)?.label ?? FLAG_FALLBACK_LABELS[flag];
  const chips: { key: string; text: string; clear: Partial<SearchState> }[] = [];
  if (state.categoryId)
    chips.push({ key: 'category', text: `分类：${labels.category ?? state.categoryId}`, clear: { categoryId: undefined } });
  if (state.brandId) chips.push({ key: 'brand', text: `品牌：${labels.brand ?? state.brandId}`, clear: { brandId: undefined } });
  if (state.minPrice !== undefined || state.maxPrice !== undefined) {
    const text = `价格：${state.minPrice !== undefined ? formatYen(state.minPrice) : '不限'} – ${state.maxPrice !== undefined ? formatYen(state.maxPrice) : '不限'}`;
    chips.push({ key: 'price', text, clear: { minPrice: undefined, maxPrice: undefined } });
  }
  if (state.condition?.length)
    chips.push({
      key: 'condition',
      text: `成色：${state.condition.map((c) => ITEM_CONDITION_LABELS[c].zh).join('、')}`,
      clear: { condition: undefined },
    });
  for (const flag of ['buyNow', 'endingSoon', 'freeShipping'] as const) {
    if (state[flag]) chips.push({ key: flag, text: flagLabel(flag), clear: { [flag]: undefined } });
  }
  if (!chips.length) return null;
  return (
    <ul className="active-filters" data-testid="active-filters">
      {chips.map((chip) => (
        <li key={chip.key}>
          <button type="button" className="active-filter" onClick={() => onChange(chip.clear)} aria-label={`移除 ${chip.text}`}>
            {chip.text} <i className="pi pi-times" aria-hidden="true" />
          </button>
        </li>
      ))}
      <li>
        <button type="button" className="active-filters__clear link-button" onClick={() => onChange(NO_FILTERS)}>
          清除
        </button>
      </li>
    </ul>
  );
}
