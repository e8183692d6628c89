import { createContext, useContext, useSyncExternalStore } from 'react';
import type { OptionListKind } from '../builder-state';

/**
 * The subject line or preview text as it is being typed, before it is kept (the 'write your own'
 * box, or an option being edited): the inbox preview and the subject lint follow it keystroke by
 * keystroke, while the campaign changes only when the text is kept.
 */
export interface TypingDraft {
  get(kind: OptionListKind): string | null;
  /** `null` when the box closes (the kept text, if any, is then the campaign's). */
  set(kind: OptionListKind, text: string | null): void;
  subscribe(listener: () => void): () => void;
}

export function createTypingDraft(): TypingDraft {
  const texts: Record<OptionListKind, string | null> = { subject: null, preview: null };
  const listeners = new Set<() => void>();
  return {
    get: (kind) => texts[kind],
    set(kind, text) {
      if (texts[kind] === text) return;
      texts[kind] = text;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Without a provider (a card shown on its own) nothing follows the typing. */
const NONE: TypingDraft = { get: () => null, set: () => undefined, subscribe: () => () => undefined };

const TypingContext = createContext<TypingDraft>(NONE);
export const TypingDraftProvider = TypingContext.Provider;

export const useTypingDraft = (): TypingDraft => useContext(TypingContext);

/** The text being typed for `kind`, or null when nothing is being typed. */
export function useTypedText(kind: OptionListKind): string | null {
  const draft = useTypingDraft();
  return useSyncExternalStore(draft.subscribe, () => draft.get(kind));
}
