/** jest-environment-jsdom, plus the worker's store seeds (tests/env/workerStore.js). */
'use strict';

const { TestEnvironment } = require('jest-environment-jsdom');
const { shareWith } = require('./workerStore');

module.exports = class JsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    shareWith(this.global);
  }
};
