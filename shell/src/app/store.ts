import { api, createAppStore, dropEarlyReads, offerEarlyRead } from '@mailplan/api';
import { takeEarlyReads } from '../early';
import { sessionEvents } from './session-events';

/** The shell's one store, shared by every area. Created on first use of a page that needs it. */
export const store = createAppStore();

// The list an area page opened directly started reading in the entry chunk: its first read takes it.
for (const [url, body] of takeEarlyReads()) offerEarlyRead(url, body);

sessionEvents.onSessionChange(() => {
  // read with the session that has just ended
  dropEarlyReads();
  store.dispatch(api.util.resetApiState());
});
