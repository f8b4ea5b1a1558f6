// `npm run serve:stand-in`: the embedded Magento stand-in alone on PORT, answering what a Magento origin would
// (/graphql, /rest, /media, its sandboxes, /health). A storefront server elsewhere uses it as it would use
// Magento: MAGENTO_BACKEND_URL=http://this-host:PORT. `npm start` runs both in one process instead (server/main.ts).
import { readStandInConfig } from './config';
import { DataFolderRefused, openShopDatabase } from './data-folder';
import { createStandIn } from './app';
import { withSecret } from './auth/server-secret';
import { DEFAULT_CATALOGUE_DIR } from './seed';
import { seedCommand } from './seed/cli';
import { listen } from '../lib/listen';
import { rememberPeer } from '../lib/client-address';

function startStandIn() {
  const configured = readStandInConfig();
  const db = openShopDatabase(configured, (dataDir) => seedCommand({ from: DEFAULT_CATALOGUE_DIR, dataDir }));
  const config = withSecret(configured);
  const standIn = createStandIn({ db, config });
  const server = listen(
    (request, peer) => {
      rememberPeer(request, peer.address);
      return standIn.fetch(request);
    },
    config.port,
    (port) => console.log(`Magento stand-in on http://localhost:${port} (data in ${config.dataDir})`),
  );
  server.on('close', () => db.close());
}

try {
  startStandIn();
} catch (e) {
  if (!(e instanceof DataFolderRefused)) throw e;
  console.error(`Not starting: ${e.message}`);
  process.exit(1);
}
