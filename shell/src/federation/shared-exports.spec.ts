// The shell shares a cut-down react-router; a remote importing a name outside it breaks at run time.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { missingReactRouterExports } = require('@mailplan/tools/webpack/check-shared-exports.cjs');

describe('shared react-router copy', () => {
  it('holds every export the remotes import', () => {
    expect(missingReactRouterExports()).toEqual([]);
  });
});
