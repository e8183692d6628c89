import { api, createAppStore } from '@mailplan/api';
import { sessionEvents } from './session-events';

/** The shell's one store, shared by every area. Created on first use of a page that needs it. */
export const store = createAppStore();

sessionEvents.onSessionChange(() => store.dispatch(api.util.resetApiState()));
