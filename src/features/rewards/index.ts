// The rewards feature's public surface. Its page (/zepp-coins) is a route the router loads on demand by path,
// so nothing else is exported.
export {};
