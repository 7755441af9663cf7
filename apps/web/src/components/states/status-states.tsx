import type { ReactNode } from 'react';
import '../shared-components.css';

/** Nothing to show: an icon, a Chinese sentence, and optionally what to do next. */
export function EmptyState({
  title,
  hint,
  icon = 'pi-inbox',
  children,
}: {
  title: string;
  hint?: string;
  icon?: string;
  children?: ReactNode;
}) {
  return (
    <div className="state-box" data-testid="empty-state">
      <i className={`pi ${icon} state-box__icon`} aria-hidden="true" />
      <p className="state-box__title">{title}</p>
      {hint && <p className="muted">{hint}</p>}
      {children}
    </div>
  );
}

/** A failed call: its Chinese message and a retry button. */
export function ErrorState({ title = '加载失败', message, onRetry }: { title?: string; message: string; onRetry?: () => void }) {
  return (
    <div className="state-box state-box--error" role="alert" data-testid="error-state">
      <i className="pi pi-exclamation-circle state-box__icon" aria-hidden="true" />
      <p className="state-box__title">{title}</p>
      <p className="muted">{message}</p>
      {onRetry && (
        <button type="button" className="plain-button" onClick={onRetry}>
          <i className="pi pi-refresh" aria-hidden="true" /> 重试
        </button>
      )}
    </div>
  );
}

/** Placeholder blocks while a section loads, sized like what comes, so nothing jumps. */
export function LoadingBlock({ height = 160, label = '加载中…' }: { height?: number; label?: string }) {
  return (
    <div className="loading-block" style={{ minHeight: height }} aria-busy="true">
      <span className="muted">{label}</span>
    </div>
  );
}
