// The shell shares a cut-down react-router; a remote importing a name outside it breaks at run time.
// The shell also provides the MUI entries the remotes use, so that a remote does not download MUI
// internals the shell has already loaded.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { missingMuiEntries, missingReactRouterExports } = require('@mailplan/tools/webpack/check-shared-exports.cjs');

describe('shared react-router copy', () => {
  it('holds every export the remotes import', () => {
    expect(missingReactRouterExports()).toEqual([]);
  });
});

describe('MUI entries provided by the shell', () => {
  it('include every @mui/material entry the remotes import', () => {
    expect(missingMuiEntries()).toEqual([]);
  });
});
