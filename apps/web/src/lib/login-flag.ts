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
    document.cookie = `${LOGIN_FLAG_KEY}=${encodeURIComponent(v)}; path=/; max-age=${30 * 24 * 3600}; samesite=lax`;
  },
  remove() {
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

const probe = '__daigou_probe__';
function works(store: FlagStore, check: () => void): boolean {
  try {
    check();
    return true;
  } catch {
    return false;
  }
}

function pickStore(): FlagStore {
  const candidates: Array<[FlagStore, () => void]> = [
    [webStorage(() => window.localStorage), () => (localStorage.setItem(probe, '1'), localStorage.removeItem(probe))],
    [
      cookieStore,
      () => {
        if (!navigator.cookieEnabled) throw new Error('cookies disabled');
      },
    ],
    [webStorage(() => window.sessionStorage), () => (sessionStorage.setItem(probe, '1'), sessionStorage.removeItem(probe))],
  ];
  for (const [store, check] of candidates) if (works(store, check)) return store;
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
