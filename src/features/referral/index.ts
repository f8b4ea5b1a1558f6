// The referral feature's public surface. Its page (/referral) is a route the router loads on demand by path,
// so nothing else is exported.
export {};
