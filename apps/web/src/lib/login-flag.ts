/**
 * The login flag of spec §3/§5: kept in localStorage under a product-specific key, falling back to a
 * cookie, then sessionStorage, then memory when a store is unavailable. Only its presence matters.
 */
export const LOGIN_FLAG_KEY = 'daigou_login_flag';

interface FlagStore {
  get(): string | null;
  set(value: string): void;
  remove(): void;
}

function webStorage(storage: () => Storage): FlagStore {
  return {
    get: () => storage().getItem(LOGIN_FLAG_KEY),
    set: (v) => storage().setItem(LOGIN_FLAG_KEY, v),
    remove: () => storage().removeItem(LOGIN_FLAG_KEY),
  };
}

const cookieStore: FlagStore = {
  get() {
    const match = document.cookie.split('; ').find((c) => c.startsWith(`${LOGIN_FLAG_KEY}=`));
    return match ? decodeURIComponent(match.slice(LOGIN_FLAG_KEY.length + 1)) : null;
  },
  set(v) {
    // biome-ignore lint/suspicious/noDocumentCookie: the spec's cookie fallback for the login flag
    document.cookie = `${LOGIN_FLAG_KEY}=${encodeURIComponent(v)}; path=/; max-age=${30 * 24 * 3600}; samesite=lax`;
  },
  remove() {
    // biome-ignore lint/suspicious/noDocumentCookie: the spec's cookie fallback for the login flag
    document.cookie = `${LOGIN_FLAG_KEY}=; path=/; max-age=0; samesite=lax`;
  },
};

let memoryValue: string | null = null;
const memoryStore: FlagStore = {
  get: () => memoryValue,
  set: (v) => {
    memoryValue = v;
  },
  remove: () => {
    memoryValue = null;
  },
};

const PROBE = '__daigou_probe__';

function storageWorks(storage: () => Storage): boolean {
  try {
    storage().setItem(PROBE, '1');
    storage().removeItem(PROBE);
    return true;
  } catch {
    return false;
  }
}

function pickStore(): FlagStore {
  if (storageWorks(() => window.localStorage)) return webStorage(() => window.localStorage);
  if (navigator.cookieEnabled) return cookieStore;
  if (storageWorks(() => window.sessionStorage)) return webStorage(() => window.sessionStorage);
  return memoryStore;
}

let store: FlagStore | undefined;
const active = () => {
  store ??= pickStore();
  return store;
};

export const loginFlag = {
  isSet: (): boolean => active().get() !== null,
  save: (): void => active().set(String(Date.now())),
  clear: (): void => active().remove(),
};
