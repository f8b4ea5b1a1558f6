#!/usr/bin/env node
// Load generator for bench:api, run as a child process so it does not share the server's event loop:
// autocannon against one origin, each request taking the next path of a list in turn (so a scenario covers
// many different searches, categories, URLs or carts, not one cached answer). Reads its job as JSON from
// argv[2] ({ origin, paths, connections, seconds, headers }) and prints autocannon's result as JSON.
const autocannon = require('autocannon');

const job = JSON.parse(process.argv[2]);
let next = 0;
autocannon(
  {
    url: job.origin,
    connections: job.connections,
    duration: job.seconds,
    headers: job.headers,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: job.paths[next++ % job.paths.length] }),
      },
    ],
  },
  (error, result) => {
    if (error) {
      console.error(error);
      process.exit(1);
    }
    process.stdout.write(JSON.stringify(result));
  },
);
