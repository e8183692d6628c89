// Pieces only a micro-frontend running on its own dev server needs; kept out of the main entry
// so that the shell's first download does not carry them.
export { StandaloneFrame } from './StandaloneFrame';
export type { StandaloneLink } from './StandaloneFrame';
export { StandaloneSessionGate, DEFAULT_SIGN_IN_URL } from './StandaloneSessionGate';
