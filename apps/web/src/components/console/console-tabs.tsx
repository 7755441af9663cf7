import type { ReactNode } from 'react';

/**
 * A console screen's tab bar: a button per tab, the current one marked and announced as selected; `alert`
 * marks a tab that waits on staff (shown while it is not the current one).
 */
export function ConsoleTabs<T extends string | number>({
  tabs,
  current,
  label,
  alert,
  onPick,
}: {
  tabs: readonly T[];
  current: T | undefined;
  label: (tab: T) => ReactNode;
  alert?: (tab: T) => boolean;
  onPick: (tab: T) => void;
}) {
  return (
    <div className="admin-tabs" role="tablist">
      {tabs.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          aria-selected={tab === current}
          className={`admin-tab${tab === current ? ' is-active' : ''}${alert?.(tab) ? ' admin-tab--alert' : ''}`}
          onClick={() => onPick(tab)}
        >
          {label(tab)}
        </button>
      ))}
    </div>
  );
}
