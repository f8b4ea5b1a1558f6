// Puts the entry's CSS (the shell's, ~3.5 KiB gzip) inside index.html instead of linking it: a linked
// stylesheet blocks the first paint for one more round trip, which on a phone is the largest cost Lighthouse
// reported after the scripts. Lazy pages keep their own CSS files.
const HtmlWebpackPlugin = require('html-webpack-plugin');

class InlineEntryCssPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('InlineEntryCssPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('InlineEntryCssPlugin', (data) => {
        data.headTags = data.headTags.map((tag) => {
          const href =
            tag.tagName === 'link' && tag.attributes.rel === 'stylesheet' ? tag.attributes.href : null;
          const asset = href && compilation.getAsset(String(href).replace(/^\//, ''));
          if (!asset) return tag;
          // '</style' cannot occur in minified CSS from our sources, but a string in it must not end the tag.
          const css = asset.source
            .source()
            .toString()
            .replace(/<\/style/gi, '<\\/style');
          return { tagName: 'style', voidTag: false, meta: tag.meta, attributes: {}, innerHTML: css };
        });
        return data;
      });
    });
  }
}

module.exports = { InlineEntryCssPlugin };
