import type { CategoryGoods } from '@daigou/contract';
import { Link } from 'react-router';
import { ItemCardGrid } from '../../../components/item-card/item-card-view';
import type { SearchLinkBuilder } from '../../../components/search-link/search-path';
import './content.css';

/** Home: for each recommended category, its items as cards and a link to all of the category. */
export function RecommendedGoods({ sections, searchLink }: { sections: CategoryGoods[]; searchLink: SearchLinkBuilder }) {
  return (
    <div className="recommended-goods" data-testid="recommended-goods">
      {sections
        .filter((section) => section.items.length > 0)
        .map((section) => (
          <section key={section.category.categoryId} className="section-card" data-testid="recommended-section">
            <header>
              <h2>
                {section.category.nameZh} <small className="muted">{section.category.name}</small>
              </h2>
              <Link to={searchLink({ categoryId: section.category.categoryId })} className="more-link">
                查看更多 <i className="pi pi-angle-right" aria-hidden="true" />
              </Link>
            </header>
            <ItemCardGrid items={section.items} />
          </section>
        ))}
    </div>
  );
}
