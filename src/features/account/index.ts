// The account feature's public surface. Its pages (/account-information, /communications, /saved-payments)
// are routes the router loads on demand by path, so nothing else is exported.
export {};
