import { createContext, useContext, useSyncExternalStore, type Dispatch } from 'react';
import { builderReducer, type BuilderAction, type BuilderState } from '../builder-state';

/**
 * What the campaign form builds besides its details (the modules, their content and the option
 * lists), held by a store of its own rather than the form's state: each part reads only the slice
 * it shows (`useBuilder`), so a keystroke in a field re-renders that field's card and the preview
 * and checklist that follow the whole campaign, never the form around them. The changes are those
 * of `builderReducer`.
 */
export interface BuilderStore {
  /** The campaign as it is now (for an action that reads it when it runs: save, export, AI calls). */
  get(): BuilderState;
  dispatch: Dispatch<BuilderAction>;
  subscribe(listener: () => void): () => void;
}

export function createBuilderStore(initial: BuilderState): BuilderStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    dispatch(action) {
      const next = builderReducer(state, action);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const BuilderContext = createContext<BuilderStore | null>(null);

/** Makes `store` the campaign the parts below read and change. */
export const BuilderProvider = BuilderContext;

export function useBuilderStore(): BuilderStore {
  const store = useContext(BuilderContext);
  if (!store) throw new Error('useBuilderStore needs a BuilderProvider above it');
  return store;
}

/**
 * The slice `select` reads of the campaign; the component re-renders when that slice changes
 * (`select` returns a part of the state or a plain value, never a new object).
 */
export function useBuilder<T>(select: (state: BuilderState) => T): T {
  const store = useBuilderStore();
  return useSyncExternalStore(store.subscribe, () => select(store.get()));
}
