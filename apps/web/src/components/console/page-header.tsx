import type { ReactNode } from 'react';

/** A console screen's title, with actions on the right. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="admin-page-header">
      <h1>{title}</h1>
      {children && <div className="admin-page-header__actions">{children}</div>}
    </header>
  );
}
