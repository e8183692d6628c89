// WHEN TO USE: wrap, with `track`, a code promise that was started before it is rendered (the
// signed-in routes, a remote started on a direct open), so that `lazyNow` can render its component
// without a Suspense fallback once it has arrived. Not for data: use RTK Query for that.
// Its tests are in ./speed-up.spec.tsx.
// Free of React and every other shared module: the entry chunk uses it before sharing is set up.
const resolved = new WeakMap<Promise<unknown>, { value: unknown }>();

/** Remembers the value `promise` resolves to, so that `settledValue` can hand it out without waiting. */
export function track<T>(promise: Promise<T>): Promise<T> {
  promise.then(
    (value) => resolved.set(promise, { value }),
    () => {},
  );
  return promise;
}

/** The value a tracked promise has resolved to, if it has. */
export function settledValue<T>(promise: Promise<T>): { value: T } | undefined {
  return resolved.get(promise) as { value: T } | undefined;
}
