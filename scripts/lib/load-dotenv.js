// Preloaded by `npm run serve`, `npm run seed` and `npm run push:test` (node -r): puts .env's values into
// process.env where the shell has not set them. No .env is the normal case and says nothing (Node's own
// --env-file-if-exists prints a warning for it).
const { readDotEnv } = require('./build-settings');

for (const [key, value] of Object.entries(readDotEnv())) {
  if (process.env[key] === undefined) process.env[key] = value;
}
