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
