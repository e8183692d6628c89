/** Remote name → remoteEntry.js URL, served by the API (or the shell's dev server). */
export const MANIFEST_URL = '/mf-remotes.json';
