// public/manifest.json as the build writes it: the installed app is named after the store (STORE_NAME).
function namedManifest(content, storeName) {
  const manifest = JSON.parse(content.toString());
  return JSON.stringify({ ...manifest, name: storeName }, null, 2);
}

module.exports = { namedManifest };
