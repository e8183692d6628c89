// WHEN TO USE: instead of React.lazy only for a component whose code promise is `track`ed and
// usually already loaded when it first renders (see ./settled). For any other lazy page use
// React.lazy. Its tests are in ./speed-up.spec.tsx.
import { lazy, type ComponentType } from 'react';
import { settledValue } from './settled';

type Module<T> = { default: T };

/**
 * React.lazy that renders at once when the promise `load` returns has already resolved (and was
 * passed through `track` of ./settled). A plain lazy component suspends on its first render even
 * when its code has arrived, and React then holds back revealing the content until 300 ms after
 * the fallback appeared: code started early (a remote area opened directly, the signed-in layout)
 * would still wait that long.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyNow<T extends ComponentType<any>>(load: () => Promise<Module<T>>) {
  return lazy(() => {
    const promise = load();
    const settled = settledValue(promise);
    if (!settled) return promise;
    // a thenable that calls back synchronously: lazy marks the component as loaded right away
    return { then: (onFulfilled: (module: Module<T>) => unknown) => onFulfilled(settled.value) } as unknown as Promise<Module<T>>;
  });
}
