import type { CategoryGoods } from '@daigou/contract';
import { Link } from 'react-router';
import { ItemCardGrid } from '../../../components/item-card/item-card-view';
import { NearViewport } from '../../../components/near-viewport/near-viewport';
import type { SearchLinkBuilder } from '../../../components/search-link/search-path';
import './content.css';

/**
 * Home: for each recommended category, its items as cards and a link to all of the category. Only the first
 * category's cards are drawn with the first screen; each later one when the member scrolls toward it
 * (decision 056: ten cards instead of sixty on a phone's first load).
 */
export function RecommendedGoods({ sections, searchLink }: { sections: CategoryGoods[]; searchLink: SearchLinkBuilder }) {
  return (
    <div className="recommended-goods" data-testid="recommended-goods">
      {sections
        .filter((section) => section.items.length > 0)
        .map((section, index) => (
          <section key={section.category.categoryId} className="section-card" data-testid="recommended-section">
            <header>
              {/* The category in Chinese alone: its Japanese name is no help to a member here (decision 082). */}
              <h2>{section.category.nameZh}</h2>
              <Link to={searchLink({ categoryId: section.category.categoryId })} className="more-link">
                查看更多 <i className="pi pi-angle-right" aria-hidden="true" />
              </Link>
            </header>
            {index === 0 ? (
              <ItemCardGrid items={section.items} />
            ) : (
              <NearViewport minHeight={560}>
                <ItemCardGrid items={section.items} />
              </NearViewport>
            )}
          </section>
        ))}
    </div>
  );
}
