import { api, createAppStore, dropPrefetched } from '@mailplan/api';
import { sessionEvents } from './session-events';

/** The shell's one store, shared by every area. Created on first use of a page that needs it. */
export const store = createAppStore();

sessionEvents.onSessionChange(() => {
  // read with the session that has just ended
  dropPrefetched();
  store.dispatch(api.util.resetApiState());
});
