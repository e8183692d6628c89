import { useCallback, useMemo, useRef } from 'react';
import { findClashes, type ClashRules, type PlannedItem } from './clashes';
import { draggableId } from './ConceptCard';
import type { CalendarConcept, CalendarPlaceholder } from './concept-types';
import { placeholderDragId } from './PlaceholderCard';

export interface Clashes {
  /** Each clashing card's reasons, by drag id. */
  clashes: Map<string, readonly string[]>;
  /** Reads the current clashes of one card; the function stays the same, so memoised blocks keep it. */
  getClashes: (key: string) => readonly string[] | undefined;
}

/**
 * The conflict badges of the cards on the board, by the organization's rules. A card whose
 * reasons did not change keeps the same array, so only the cards whose clashes changed render again.
 */
export function useClashes(concepts: readonly CalendarConcept[], placeholders: readonly CalendarPlaceholder[], rules: ClashRules): Clashes {
  const planned = useMemo<PlannedItem[]>(
    () => [
      ...concepts.map((c) => ({ key: draggableId(c), date: c.scheduledDate, campaignType: c.campaignType, title: c.title })),
      ...placeholders.map((p) => ({ key: placeholderDragId(p), date: p.date, campaignType: p.campaignType, title: p.note || 'Placeholder' })),
    ],
    [concepts, placeholders],
  );
  const last = useRef(new Map<string, readonly string[]>());
  const clashes = useMemo(() => {
    const found = findClashes(planned, rules);
    const kept = new Map<string, readonly string[]>();
    for (const [key, reasons] of found) {
      const before = last.current.get(key);
      kept.set(key, before && before.join('\n') === reasons.join('\n') ? before : reasons);
    }
    last.current = kept;
    return kept;
  }, [planned, rules]);
  const clashesRef = useRef(clashes);
  clashesRef.current = clashes;
  const getClashes = useCallback((key: string) => clashesRef.current.get(key), []);
  return { clashes, getClashes };
}

/** The clash reasons of a block's cards as one text: a block renders again only when it changes. */
export function clashSignature(clashes: Map<string, readonly string[]>, keys: readonly string[]): string {
  let out = '';
  for (const key of keys) {
    const reasons = clashes.get(key);
    if (reasons) out += `${key}=${reasons.join('|')};`;
  }
  return out;
}
