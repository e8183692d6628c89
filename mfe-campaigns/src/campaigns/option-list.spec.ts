import {
  clearSelected,
  editOption,
  editSelected,
  initialOptionList,
  receiveOptions,
  rejectOption,
  selectOption,
  showList,
  type OptionListState,
} from './option-list';

const list = (options: string[], selected = '', listOpen = true): OptionListState => ({ options, selected, listOpen });

describe('option lists (subject lines, preview texts)', () => {
  it('starts on the selected view when a value is stored, else on the list when there are options', () => {
    expect(initialOptionList('Hello', ['Hello'])).toEqual(list(['Hello'], 'Hello', false));
    expect(initialOptionList('', ['A', 'B'])).toEqual(list(['A', 'B'], '', true));
    expect(initialOptionList('  ', [])).toEqual(list([], '', false));
  });

  it('shows generated options as the list, trimmed, without blanks or repeats', () => {
    const state = receiveOptions(list([], 'Old', false), [' A ', '', 'B', 'A', 42 as unknown as string]);
    expect(state).toEqual(list(['A', 'B'], 'Old', true));
    // nothing usable leaves the state as it was
    expect(receiveOptions(state, ['  '])).toBe(state);
  });

  it('select sets the value, hides the list and drops the other options', () => {
    expect(selectOption(list(['A', 'B', 'C']), 1)).toEqual(list(['B'], 'B', false));
    const state = list(['A']);
    expect(selectOption(state, 5)).toBe(state);
  });

  it('reject removes one option and clears the selection only when it was the selected one', () => {
    expect(rejectOption(list(['A', 'B', 'C'], 'C'), 0)).toEqual(list(['B', 'C'], 'C', true));
    expect(rejectOption(list(['A', 'B', 'C'], 'B'), 1)).toEqual(list(['A', 'C'], '', true));
    expect(rejectOption(list(['A'], ''), 0)).toEqual(list([], '', false));
  });

  it('an inline edit is trimmed, ignored when empty, and the selection follows the edited option', () => {
    const state = list(['A', 'B'], 'B');
    expect(editOption(state, 0, '  New A  ')).toEqual(list(['New A', 'B'], 'B', true));
    expect(editOption(state, 1, 'New B')).toEqual(list(['A', 'New B'], 'New B', true));
    expect(editOption(state, 0, '   ')).toBe(state);
    expect(editOption(state, 0, '')).toBe(state);
    expect(editOption(state, 9, 'x')).toBe(state);
  });

  it('the selected view is edited in place, trimmed, empty ignored', () => {
    const state = list(['A'], 'A', false);
    expect(editSelected(state, ' Better A ')).toEqual(list(['Better A'], 'Better A', false));
    expect(editSelected(state, ' ')).toBe(state);
    // a value written with no options becomes the one option
    expect(editSelected(list([], '', false), 'Mine')).toEqual(list(['Mine'], 'Mine', false));
  });

  it('clearing the selected view drops that option; the list comes back when others remain', () => {
    expect(clearSelected(list(['A'], 'A', false))).toEqual(list([], '', false));
    expect(clearSelected(list(['A', 'B'], 'A', false))).toEqual(list(['B'], '', true));
    expect(showList(list(['A', 'B'], 'A', false))).toEqual(list(['A', 'B'], 'A', true));
    const none = list([], 'A', false);
    expect(showList(none)).toBe(none);
  });
});
