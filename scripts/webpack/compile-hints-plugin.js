// Marks the first route's scripts (the entry's chunks but the runtime, and the chunks of the pages a first visit
// may open, as page-chunks-plugin.js names them) with V8's explicit compile hint,
// `//# allFunctionsCalledOnLoad`: Chromium then compiles all their functions while the file streams in, on a
// background thread, instead of compiling each one on the main thread the first time it runs. A first load of
// home spent ~210 ms of main-thread CPU (loaded 2-core machine, no throttling) in lazy compilation, spread over
// the long tasks of module evaluation, Apollo's first cache writes and reads and React's first renders; with
// the hint ~30 ms, plus ~30-45 ms finishing the streamed compilation. Browsers without the hint ignore a comment.
// Added after minification (which drops comments), before the content hashes and the compressed copies.
const { Compilation, sources } = require('webpack');

const HINT = '//# allFunctionsCalledOnLoad\n';
/** The pages' chunk groups (page-chunks-plugin.js), with the home page's sections. */
const PAGE_GROUPS =
  /^(home-page|home-sections|home-cms-content|search-page|cart-page|checkout-pages|page-[A-Z_]+)$/;

class CompileHintsPlugin {
  constructor({ entry = 'main', pages = PAGE_GROUPS } = {}) {
    this.entry = entry;
    this.pages = pages;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE },
        () => {
          const entrypoint = compilation.entrypoints.get(this.entry);
          if (!entrypoint) return;
          const runtime = entrypoint.getRuntimeChunk();
          const chunks = new Set(entrypoint.chunks);
          for (const [name, group] of compilation.namedChunkGroups)
            if (this.pages.test(name)) for (const chunk of group.chunks) chunks.add(chunk);
          chunks.delete(runtime);
          for (const chunk of chunks) {
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
