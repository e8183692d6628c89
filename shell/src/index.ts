import { startEarlyRequests } from './early';

// The session check and a remote area's manifest go out now, while the app's code downloads.
startEarlyRequests(window.location.pathname);

// The async boundary lets Module Federation negotiate shared modules before any of them runs.
// The chunk's name matters: index.html preloads it and the shared code it needs (startup-chunks.cjs).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
