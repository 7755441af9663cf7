import type { HotCategory } from '@daigou/contract';
import { formatPrice } from '@daigou/contract';
import { Link } from 'react-router';
import type { SearchLinkBuilder } from '../../../components/search-link/search-path';
import './content.css';

/** Home: the hot categories as tiles; each opens the search for its category (and descendants). */
export function HotCategories({ categories, searchLink }: { categories: HotCategory[]; searchLink: SearchLinkBuilder }) {
  return (
    <ul className="hot-categories" data-testid="hot-categories">
      {categories.map((category) => (
        <li key={category.categoryId}>
          <Link to={searchLink({ categoryId: category.categoryId })} className="hot-category" title={category.name}>
            <img src={category.image} alt="" width={56} height={56} loading="lazy" />
            <span className="hot-category__name">{category.nameZh}</span>
            <span className="hot-category__count">{formatPrice(category.itemCount)} 件</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * While loading: empty tiles in the same grid (the curated list has ten), so the section already has its
 * final height at any width and nothing below it moves when the categories arrive (CLS).
 */
export function HotCategoriesPlaceholder({ count = 10 }: { count?: number }) {
  return (
    <ul className="hot-categories" aria-busy="true" aria-label="正在加载热门分类">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder tiles
        <li key={i} className="hot-category hot-category--placeholder" aria-hidden="true">
          <span className="hot-category__image-placeholder" />
          <span className="hot-category__name">&nbsp;</span>
          <span className="hot-category__count">&nbsp;</span>
        </li>
      ))}
    </ul>
  );
}
