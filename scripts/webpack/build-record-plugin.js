// Records what a successful build was made from (scripts/lib/build-freshness.js), fingerprinted as the build
// starts so that an edit made while it runs leaves the build stale rather than recorded as current.
const { buildFingerprint, recordBuild } = require('../lib/build-freshness');

class BuildRecordPlugin {
  constructor({ env, outputDir, mode }) {
    this.env = env;
    this.outputDir = outputDir;
    this.mode = mode;
  }

  apply(compiler) {
    let fingerprint = null;
    compiler.hooks.beforeRun.tap('BuildRecordPlugin', () => {
      fingerprint = buildFingerprint(this.env, { mode: this.mode });
    });
    compiler.hooks.done.tap('BuildRecordPlugin', (stats) => {
      // Watch mode (the dev server) never runs beforeRun: nothing is recorded, so nothing counts as built.
      if (fingerprint && !stats.hasErrors()) recordBuild(this.outputDir, fingerprint);
    });
  }
}

module.exports = { BuildRecordPlugin };
