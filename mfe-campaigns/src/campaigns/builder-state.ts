import {
  acceptModules,
  addInstance,
  duplicateInstance,
  mergeGeneratedContent,
  moveInstance,
  moveProposalItem,
  removeInstance,
  removeProposalItem,
  setFieldValue,
  type CampaignContent,
  type InstancesState,
  type ModuleInstance,
} from './instances';
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

/**
 * What the campaign form builds besides its details (name and goal, kept by react-hook-form):
 * the proposal of Suggest Modules, the instances with their content, and the two option lists.
 */
export interface BuilderState extends InstancesState {
  /** Module ids proposed by Suggest Modules; null when there is no proposal. */
  proposal: number[] | null;
  subject: OptionListState;
  preview: OptionListState;
}

export type OptionListKind = 'subject' | 'preview';

export type OptionListAction =
  | { op: 'receive'; options: string[] }
  | { op: 'select'; index: number }
  | { op: 'reject'; index: number }
  | { op: 'edit'; index: number; text: string }
  | { op: 'editSelected'; text: string }
  | { op: 'clearSelected' }
  | { op: 'showList' };

/** Instance ids are made by the caller (they hold a timestamp and a random part), so this stays pure. */
export type BuilderAction =
  | { type: 'propose'; moduleIds: number[] }
  | { type: 'moveProposal'; index: number; delta: -1 | 1 }
  | { type: 'removeProposal'; index: number }
  | { type: 'rejectProposal' }
  | { type: 'acceptProposal'; instances: ModuleInstance[] }
  | { type: 'add'; instance: ModuleInstance }
  | { type: 'move'; index: number; delta: -1 | 1 }
  | { type: 'duplicate'; index: number; instanceId: string }
  | { type: 'remove'; index: number }
  | { type: 'setField'; instanceId: string; field: string; value: string }
  | { type: 'mergeContent'; content: CampaignContent }
  | ({ type: 'options'; list: OptionListKind } & OptionListAction);

export function initialBuilderState(init: {
  moduleInstances?: ModuleInstance[];
  content?: CampaignContent;
  subject?: string;
  subjectLineOptions?: string[];
  previewText?: string;
  previewTextOptions?: string[];
}): BuilderState {
  return {
    instances: (init.moduleInstances ?? []).map(({ instanceId, moduleId }) => ({ instanceId, moduleId })),
    content: init.content ?? {},
    proposal: null,
    subject: initialOptionList(init.subject ?? '', init.subjectLineOptions ?? []),
    preview: initialOptionList(init.previewText ?? '', init.previewTextOptions ?? []),
  };
}

function optionList(state: OptionListState, action: OptionListAction): OptionListState {
  switch (action.op) {
    case 'receive':
      return receiveOptions(state, action.options);
    case 'select':
      return selectOption(state, action.index);
    case 'reject':
      return rejectOption(state, action.index);
    case 'edit':
      return editOption(state, action.index, action.text);
    case 'editSelected':
      return editSelected(state, action.text);
    case 'clearSelected':
      return clearSelected(state);
    case 'showList':
      return showList(state);
  }
}

const withInstances = (state: BuilderState, next: InstancesState): BuilderState =>
  next.instances === state.instances && next.content === state.content ? state : { ...state, ...next };

export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case 'propose':
      return { ...state, proposal: action.moduleIds };
    case 'moveProposal':
      return state.proposal ? { ...state, proposal: moveProposalItem(state.proposal, action.index, action.delta) } : state;
    case 'removeProposal':
      return state.proposal ? { ...state, proposal: removeProposalItem(state.proposal, action.index) } : state;
    case 'rejectProposal':
      return { ...state, proposal: null };
    case 'acceptProposal': {
      const ids = action.instances.map((i) => i.instanceId);
      const byModule = action.instances.map((i) => i.moduleId);
      const next = acceptModules(state, byModule, (() => {
        let n = 0;
        return () => ids[n++];
      })());
      return { ...withInstances(state, next), proposal: null };
    }
    case 'add':
      return withInstances(state, addInstance(state, action.instance.moduleId, () => action.instance.instanceId));
    case 'move':
      return withInstances(state, moveInstance(state, action.index, action.delta));
    case 'duplicate':
      return withInstances(state, duplicateInstance(state, action.index, () => action.instanceId));
    case 'remove':
      return withInstances(state, removeInstance(state, action.index));
    case 'setField':
      return withInstances(state, setFieldValue(state, action.instanceId, action.field, action.value));
    case 'mergeContent':
      return withInstances(state, mergeGeneratedContent(state, action.content));
    case 'options': {
      const current = state[action.list];
      const next = optionList(current, action);
      return next === current ? state : { ...state, [action.list]: next };
    }
  }
}
