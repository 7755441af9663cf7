/** How long display data may be reused: 0 in tests (they change data and read it back at once). */
export const displayCacheMs = (nodeEnv: string) => (nodeEnv === 'test' ? 0 : 2_000);
