/**
 * Runs independent work side by side, like Promise.all, but answers or fails only once every
 * part has settled: nothing is still running (a remote call, a write) after a failure, and the
 * failure is the first one in the order given, so which error a caller sees does not depend on
 * which part happened to finish first.
 */
export async function sideBySide<T extends readonly unknown[]>(work: { readonly [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const settled = await Promise.allSettled(work);
  const failed = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((r) => (r as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
