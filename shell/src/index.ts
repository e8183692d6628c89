// The async boundary lets Module Federation negotiate shared modules before any of them runs.
// The chunk's name matters: index.html preloads it and the shared code it needs (startup-chunks.cjs).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
