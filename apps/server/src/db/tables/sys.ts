import type { Generated } from 'kysely';

/** Key/value settings edited by operators: rates, fees, system config. `value` is JSON. */
export interface SettingsTable {
  key: string;
  value: string;
  updated_at: number;
}

export interface MenuItemsTable {
  id: Generated<number>;
  parent_id: number | null;
  name: string;
  url: string;
  icon: string | null;
  sort: number;
  enabled: number;
}

export interface BannersTable {
  id: Generated<number>;
  img: string;
  jump_url: string;
  sort: number;
  enabled: number;
  created_at: number;
}

export interface HotKeywordsTable {
  id: Generated<number>;
  keyword: string;
  sort: number;
  enabled: number;
}

export interface HelpPagesTable {
  id: number;
  title: string;
  html: string;
  updated_at: number;
}

export interface SysTables {
  settings: SettingsTable;
  menu_items: MenuItemsTable;
  banners: BannersTable;
  hot_keywords: HotKeywordsTable;
  help_pages: HelpPagesTable;
}
