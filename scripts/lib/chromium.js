// Debian's Chromium for the scripts (benches, screenshots, profiler): where it is, and the flags this machine
// needs (no sandbox as root, no GPU, and nothing that reaches the network on its own).
const CHROME_PATH = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

module.exports = { CHROME_PATH, CHROME_ARGS };
