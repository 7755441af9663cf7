import type { Category } from '@daigou/contract';
import { Link } from 'react-router';
import type { SearchLinkBuilder } from '../../../components/search-link/search-path';
import { EmptyState, ErrorState, LoadingBlock } from '../../../components/states/status-states';
import { errorMessage } from '../../../lib/api-client';
import { useCategoryChildren } from '../api/get-category-children';
import './catalog.css';

interface CategoryBrowserProps {
  /** The category being looked at; 0 for the roots. */
  categoryId: number;
  /** Where a category leads in the tree (/categories?id=). */
  treeLink: (categoryId: number) => string;
  searchLink: SearchLinkBuilder;
}

function CategoryTile({
  category,
  treeLink,
  searchLink,
}: {
  category: Category;
  treeLink: CategoryBrowserProps['treeLink'];
  searchLink: SearchLinkBuilder;
}) {
  const results = searchLink({ categoryId: category.categoryId });
  return (
    <li className="category-tile" data-testid="category-tile">
      <Link to={category.isLeaf ? results : treeLink(category.categoryId)} className="category-tile__main" title={category.path}>
        <span className="category-tile__name">{category.nameZh}</span>
        <span className="category-tile__ja" lang="ja">
          {category.name}
        </span>
        {!category.isLeaf && <span className="category-tile__count">{category.childCount} 个子分类</span>}
      </Link>
      <Link to={results} className="category-tile__search" aria-label={`查看商品：${category.nameZh}`}>
        查看商品 <i className="pi pi-angle-right" aria-hidden="true" />
      </Link>
    </li>
  );
}

/** /categories: the roots on the left; the chosen category's breadcrumb and children on the right, down to results. */
export function CategoryBrowser({ categoryId, treeLink, searchLink }: CategoryBrowserProps) {
  const roots = useCategoryChildren(0);
  const node = useCategoryChildren(categoryId);
  const activeRoot = node.data?.breadcrumb[0]?.categoryId;

  return (
    <div className="category-browser">
      <nav className="category-roots" aria-label="一级分类">
        <h2>全部分类</h2>
        {roots.isPending && <LoadingBlock height={300} />}
        {roots.isError && <ErrorState message={errorMessage(roots.error)} onRetry={() => roots.refetch()} />}
        <ul>
          {roots.data?.children.map((root) => (
            <li key={root.categoryId}>
              <Link
                to={treeLink(root.categoryId)}
                className={root.categoryId === activeRoot ? 'category-root category-root--active' : 'category-root'}
              >
                {root.nameZh}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className="category-panel" data-testid="category-panel">
        {node.isPending ? (
          <LoadingBlock height={300} />
        ) : node.isError ? (
          <ErrorState message={errorMessage(node.error)} onRetry={() => node.refetch()} />
        ) : (
          <>
            <header className="category-panel__head">
              <nav className="category-breadcrumb" aria-label="分类路径">
                <Link to={treeLink(0)}>全部分类</Link>
                {node.data.breadcrumb.map((crumb) => (
                  <span key={crumb.categoryId}>
                    <i className="pi pi-angle-right" aria-hidden="true" />
                    <Link to={treeLink(crumb.categoryId)}>{crumb.nameZh}</Link>
                  </span>
                ))}
              </nav>
              {node.data.category && (
                <Link
                  to={searchLink({ categoryId: node.data.category.categoryId })}
                  className="primary-link"
                  data-testid="category-search-all"
                >
                  <i className="pi pi-search" aria-hidden="true" /> 查看「{node.data.category.nameZh}」全部商品
                </Link>
              )}
            </header>
            {node.data.category && (
              <h1 className="category-panel__title">
                {node.data.category.nameZh}
                <small lang="ja">{node.data.category.name}</small>
              </h1>
            )}
            {node.data.children.length === 0 ? (
              <EmptyState icon="pi-folder-open" title="这是最末级分类" hint="点击上方按钮查看该分类的商品" />
            ) : (
              <ul className="category-tiles">
                {node.data.children.map((child) => (
                  <CategoryTile key={child.categoryId} category={child} treeLink={treeLink} searchLink={searchLink} />
                ))}
              </ul>
            )}
          </>
        )}
      </section>
    </div>
  );
}
