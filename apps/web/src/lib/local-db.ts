import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/** The local IndexedDB database of spec §3: the product's name, version 1, stores `brands` and `history`. */
export const LOCAL_DB_NAME = 'daigou';
export const LOCAL_DB_VERSION = 1;

export interface HistoryEntry {
  itemId: string;
  viewDate: number;
  [field: string]: unknown;
}

export interface BrandEntry {
  id: number;
  [field: string]: unknown;
}

interface LocalSchema extends DBSchema {
  brands: { key: number; value: BrandEntry };
  history: { key: string; value: HistoryEntry; indexes: { viewDate: number } };
}

let opening: Promise<IDBPDatabase<LocalSchema>> | undefined;

export function localDb(): Promise<IDBPDatabase<LocalSchema>> {
  opening ??= openDB<LocalSchema>(LOCAL_DB_NAME, LOCAL_DB_VERSION, {
    upgrade(db) {
      db.createObjectStore('brands', { keyPath: 'id' });
      const history = db.createObjectStore('history', { keyPath: 'itemId' });
      history.createIndex('viewDate', 'viewDate');
    },
  });
  return opening;
}
