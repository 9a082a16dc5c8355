// Request and response shapes of the manager calls (spec §3, §7; PRODUCT.md), used by the server's
// route schemas and the manager remote's fetchers.
export {};
