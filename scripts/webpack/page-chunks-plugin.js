// Writes page-chunks.json next to index.html: for each code-split page a first visit may open (the chunk groups
// named 'home-page', 'search-page', 'cart-page', 'checkout-pages' and 'page-<ROUTE TYPE>') and for the desktop's
// part of the shell ('desktop-shell'), the JS and CSS files it needs beyond the entry's. The server reads it to put
// <link rel="preload"> tags for the requested page into the HTML, so a page's code downloads alongside the
// entry instead of after it (server/storefront/html/page-hints.ts).
const PAGE_CHUNK = /^(home-page|search-page|cart-page|checkout-pages|page-[A-Z_]+|desktop-shell)$/;
const FILE_NAME = 'page-chunks.json';

class PageChunksPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PageChunksPlugin', (compilation) => {
      const { Compilation, sources } = compiler.webpack;
      compilation.hooks.processAssets.tap(
        { name: 'PageChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const entryFiles = new Set();
          for (const entry of compilation.entrypoints.values())
            for (const chunk of entry.chunks) for (const file of chunk.files) entryFiles.add(file);
          const pages = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            if (!PAGE_CHUNK.test(name)) continue;
            const files = group.chunks.flatMap((chunk) => [...chunk.files]);
            pages[name] = {
              js: files.filter((f) => f.endsWith('.js') && !entryFiles.has(f)).map((f) => `/${f}`),
              css: files.filter((f) => f.endsWith('.css') && !entryFiles.has(f)).map((f) => `/${f}`),
            };
          }
          compilation.emitAsset(FILE_NAME, new sources.RawSource(JSON.stringify(pages)));
        },
      );
    });
  }
}

module.exports = { PageChunksPlugin, PAGE_CHUNKS_FILE: FILE_NAME };
