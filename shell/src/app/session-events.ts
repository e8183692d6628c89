// The store is loaded lazily (the login page does without it). When a sign-in or registration
// happens while it is already loaded, every cached answer of the previous session is dropped.
let resetCache: (() => void) | null = null;

export const sessionEvents = {
  /** Called by the store module once it exists. */
  onSessionChange(listener: () => void) {
    resetCache = listener;
  },
  /** A user signed in or registered. */
  sessionChanged() {
    resetCache?.();
  },
};
