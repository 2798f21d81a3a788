// The app's stores read localStorage when their modules load; on the server (Node 20 has none) they
// read an empty one, which is what a first-time visitor has.
if (typeof globalThis.localStorage === 'undefined') {
  const empty: Storage = {
    length: 0,
    clear: () => undefined,
    getItem: () => null,
    key: () => null,
    removeItem: () => undefined,
    setItem: () => undefined,
  };
  globalThis.localStorage = empty;
}
