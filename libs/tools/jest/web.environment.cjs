// jest-fixed-jsdom gives jsdom Node's fetch globals (msw needs them). jsdom's File is not a Node
// Blob, so Node's FormData would refuse it: use Node's File as well.
const FixedJSDOMEnvironment = require('jest-fixed-jsdom');

module.exports = class WebEnvironment extends FixedJSDOMEnvironment {
  constructor(...args) {
    super(...args);
    this.global.File = File;
  }
};
