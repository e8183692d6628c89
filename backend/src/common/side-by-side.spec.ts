import { sideBySide } from './side-by-side.js';

const after = <T>(ms: number, value: T, fail = false) =>
  new Promise<T>((resolve, reject) => setTimeout(() => (fail ? reject(value) : resolve(value)), ms));

describe('sideBySide', () => {
  it('answers every value in the order given, whichever finished first', async () => {
    await expect(sideBySide([after(20, 'slow'), after(1, 2), Promise.resolve(null)])).resolves.toEqual(['slow', 2, null]);
  });

  it('fails with the first failure in the order given, only once every part has settled', async () => {
    const finished: string[] = [];
    const part = (name: string, ms: number, fail: boolean) => after(ms, new Error(name), fail).then((v) => (finished.push(name), v), (e: unknown) => (finished.push(name), Promise.reject(e)));
    // the second part fails first, the first one later; the third is still running when both have failed
    const run = sideBySide([part('first', 10, true), part('second', 1, true), part('third', 30, false)]);
    await expect(run).rejects.toThrow('first');
    expect(finished).toEqual(['second', 'first', 'third']);
  });
});
