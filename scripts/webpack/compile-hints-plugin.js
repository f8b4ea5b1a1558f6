// Marks the first route's scripts (the entry's chunks but the runtime) with V8's explicit compile hint,
// `//# allFunctionsCalledOnLoad`: Chromium then compiles all their functions while the file streams in, on a
// background thread, instead of compiling each one on the main thread the first time it runs. A first load of
// home spent ~210 ms of main-thread CPU (loaded 2-core machine, no throttling) in lazy compilation, spread over
// the long tasks of module evaluation, Apollo's first cache writes and reads and React's first renders; with
// the hint ~30 ms, plus ~30-45 ms finishing the streamed compilation. Browsers without the hint ignore a comment.
// Added after minification (which drops comments), before the content hashes and the compressed copies.
const { Compilation, sources } = require('webpack');

const HINT = '//# allFunctionsCalledOnLoad\n';

class CompileHintsPlugin {
  constructor({ entry = 'main' } = {}) {
    this.entry = entry;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE },
        () => {
          const entrypoint = compilation.entrypoints.get(this.entry);
          if (!entrypoint) return;
          const runtime = entrypoint.getRuntimeChunk();
          for (const chunk of entrypoint.chunks) {
            if (chunk === runtime) continue;
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(file, (source) => new sources.ConcatSource(HINT, source));
            }
          }
        },
      );
    });
  }
}

module.exports = { CompileHintsPlugin, HINT };
