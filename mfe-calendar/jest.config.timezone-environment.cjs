// The preset's test environment, run in the time zone a test file names in its docblock:
//   /** @timezone America/Los_Angeles */
// Node reads TZ when it is assigned on the real process (not the test's sandboxed copy of it),
// so this environment, which runs outside the sandbox, sets it for the file it runs. A worker runs
// one file at a time; the zone is put back when the file is done.
const preset = require('@mailplan/tools/jest/web.preset.cjs');

function load(name) {
  const mod = require(name === 'jsdom' ? 'jest-environment-jsdom' : name);
  return mod.TestEnvironment ?? mod.default ?? mod;
}

const Base = load(preset.testEnvironment);

module.exports = class TimeZoneEnvironment extends Base {
  constructor(config, context) {
    super(config, context);
    this.timeZone = context.docblockPragmas?.timezone;
  }

  async setup() {
    if (this.timeZone) {
      this.previousTimeZone = process.env.TZ;
      process.env.TZ = String(this.timeZone);
    }
    await super.setup();
  }

  async teardown() {
    await super.teardown();
    if (this.timeZone) {
      if (this.previousTimeZone === undefined) delete process.env.TZ;
      else process.env.TZ = this.previousTimeZone;
    }
  }
};
