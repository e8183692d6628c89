// The flags every headless Chromium the project starts runs with, the browser tests' and the
// bench's alike: no sandbox (containers), no GPU, and none of the browser's own background traffic,
// which would add requests and CPU to what is measured.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
