// Request and response shapes of the caregiver calls (spec §3, §7; PRODUCT.md), used by the server's
// route schemas and the caregiver remote's fetchers.
export {};
