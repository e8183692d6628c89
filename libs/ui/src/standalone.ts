// What only a micro-frontend running on its own dev server needs; kept out of the main entry
// so that the shell's first download does not carry it.
export { StandaloneRemote } from './StandaloneRemote';
export type { StandaloneRemoteProps } from './StandaloneRemote';
export type { StandaloneLink } from './StandaloneFrame';
