/** jest-environment-node, plus the worker's store seeds (tests/env/workerStore.js). */
'use strict';

const { TestEnvironment } = require('jest-environment-node');
const { shareWith } = require('./workerStore');

module.exports = class NodeEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    shareWith(this.global);
  }
};
