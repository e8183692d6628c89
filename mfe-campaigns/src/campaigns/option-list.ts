/**
 * The subject-line and preview-text cards (the spec's states and transitions): a shown list of
 * options, or the selected view. Select sets the value, hides the list and drops the other options;
 * Reject removes one option and clears the selection when it was the selected one; an inline edit
 * is trimmed and ignored when empty. Pure functions, so the card and its tests share the rules.
 */
export interface OptionListState {
  options: string[];
  /** The campaign's subject (or preview text); '' when none is chosen. */
  selected: string;
  /** The list is shown; otherwise the selected view (when something is selected). */
  listOpen: boolean;
}

export function initialOptionList(selected: string, options: readonly string[]): OptionListState {
  const chosen = selected.trim();
  return { options: [...options], selected: chosen, listOpen: !chosen && options.length > 0 };
}

/** New options from the AI: shown as the list; the current selection stays until one is chosen. */
export function receiveOptions(state: OptionListState, options: readonly string[]): OptionListState {
  const cleaned = uniqueNonEmpty(options);
  if (cleaned.length === 0) return state;
  return { ...state, options: cleaned, listOpen: true };
}

export function selectOption(state: OptionListState, index: number): OptionListState {
  const option = state.options[index];
  if (option === undefined) return state;
  return { options: [option], selected: option, listOpen: false };
}

export function rejectOption(state: OptionListState, index: number): OptionListState {
  const option = state.options[index];
  if (option === undefined) return state;
  const options = state.options.filter((_, i) => i !== index);
  const selected = option === state.selected ? '' : state.selected;
  return { options, selected, listOpen: options.length > 0 && (state.listOpen || !selected) };
}

/** An option rewritten by hand; the selection follows when it was the edited option. */
export function editOption(state: OptionListState, index: number, text: string): OptionListState {
  const option = state.options[index];
  const value = text.trim();
  if (option === undefined || !value || value === option) return state;
  const options = state.options.map((o, i) => (i === index ? value : o));
  return { ...state, options, selected: state.selected === option ? value : state.selected };
}

/** The selected view's inline edit (or a value written without options). */
export function editSelected(state: OptionListState, text: string): OptionListState {
  const value = text.trim();
  if (!value || value === state.selected) return state;
  const at = state.options.indexOf(state.selected);
  const options = at >= 0 ? state.options.map((o, i) => (i === at ? value : o)) : [value];
  return { options, selected: value, listOpen: false };
}

/** Back from the selected view to the list (when there are options to choose from). */
export function showList(state: OptionListState): OptionListState {
  return state.options.length > 0 ? { ...state, listOpen: true } : state;
}

/** Clears the selection (the selected view's reject). */
export function clearSelected(state: OptionListState): OptionListState {
  const options = state.options.filter((o) => o !== state.selected);
  return { options, selected: '', listOpen: options.length > 0 };
}

function uniqueNonEmpty(values: readonly string[]): string[] {
  const out: string[] = [];
  for (const v of values) {
    const text = typeof v === 'string' ? v.trim() : '';
    if (text && !out.includes(text)) out.push(text);
  }
  return out;
}
