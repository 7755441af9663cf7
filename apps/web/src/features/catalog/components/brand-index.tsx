import type { Brand } from '@daigou/contract';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { SearchLinkBuilder } from '../../../components/search-link/search-path';
import { EmptyState, ErrorState, LoadingBlock } from '../../../components/states/status-states';
import { errorMessage } from '../../../lib/api-client';
import { useBrands } from '../api/get-brands';
import { matchBrands } from './search-filters';
import './catalog.css';

export const BRAND_LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '#'];
const POPULAR_SHOWN = 12;

/** Brands grouped by their A–Z initial, each group by popularity. */
export function groupByInitial(brands: Brand[]): Map<string, Brand[]> {
  const groups = new Map<string, Brand[]>();
  for (const brand of brands) {
    const letter = BRAND_LETTERS.includes(brand.initial.toUpperCase()) ? brand.initial.toUpperCase() : '#';
    const list = groups.get(letter) ?? [];
    list.push(brand);
    groups.set(letter, list);
  }
  for (const list of groups.values()) list.sort((a, b) => b.popularity - a.popularity);
  return groups;
}

function BrandLink({ brand, searchLink }: { brand: Brand; searchLink: SearchLinkBuilder }) {
  return (
    <Link to={searchLink({ brandId: brand.brandId })} className="brand-link" data-testid="brand-link">
      <span className="brand-link__zh">{brand.nameZh}</span>
      <span className="brand-link__en">{brand.nameEn}</span>
      <span className="brand-link__ja" lang="ja">
        {brand.name}
      </span>
    </Link>
  );
}

/** /brands: popular brands, an A–Z index, and a search within brands (Chinese, Japanese or English names). */
export function BrandIndex({ searchLink }: { searchLink: SearchLinkBuilder }) {
  const brands = useBrands();
  const [text, setText] = useState('');
  const all = brands.data?.brands ?? [];
  const matched = useMemo(() => matchBrands(all, text), [all, text]);
  const groups = useMemo(() => groupByInitial(matched), [matched]);
  const popular = useMemo(() => [...all].sort((a, b) => b.popularity - a.popularity).slice(0, POPULAR_SHOWN), [all]);

  if (brands.isPending) return <LoadingBlock height={480} label="正在加载品牌…" />;
  if (brands.isError) return <ErrorState message={errorMessage(brands.error)} onRetry={() => brands.refetch()} />;

  const jump = (letter: string) =>
    document.getElementById(`brand-letter-${letter}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });

  return (
    <div className="brand-index" data-testid="brand-index" data-source={brands.data.source}>
      <div className="brand-index__head">
        <h1>按品牌搜索</h1>
        <input
          type="search"
          className="brand-index__search"
          placeholder="输入品牌名称：中文 / 日文 / 英文"
          aria-label="搜索品牌"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      {!text && (
        <section className="section-card">
          <header>
            <h2>热门品牌</h2>
          </header>
          <div className="brand-grid">
            {popular.map((brand) => (
              <BrandLink key={brand.brandId} brand={brand} searchLink={searchLink} />
            ))}
          </div>
        </section>
      )}
      <nav className="letter-bar" aria-label="首字母索引">
        {BRAND_LETTERS.map((letter) => (
          <button
            key={letter}
            type="button"
            className="letter-bar__item"
            disabled={!groups.has(letter)}
            onClick={() => jump(letter)}
          >
            {letter}
          </button>
        ))}
      </nav>
      {matched.length === 0 ? (
        <EmptyState icon="pi-tags" title={`没有找到与“${text.trim()}”匹配的品牌`} hint="试试品牌的英文名或日文名" />
      ) : (
        BRAND_LETTERS.filter((letter) => groups.has(letter)).map((letter) => (
          <section key={letter} id={`brand-letter-${letter}`} className="section-card brand-letter" data-testid="brand-letter">
            <header>
              <h2>{letter}</h2>
            </header>
            <div className="brand-grid">
              {groups.get(letter)?.map((brand) => (
                <BrandLink key={brand.brandId} brand={brand} searchLink={searchLink} />
              ))}
            </div>
          </section>
        ))
      )}
    </div>
  );
}
