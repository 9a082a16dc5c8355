// Zod-free values for the remotes' first screens (issue 14, signed-in cold start): option lists, orders,
// defaults, labels and the page builder. The same names are in '@dolbom/shared-api/contracts' (with the
// schemas); importing them from here keeps zod out of the home's startup.
export * from './contracts/care-options';
export * from './contracts/relative-time';
export * from './contracts/distance-text';
export { DEFAULT_PAGE_SIZE, pageOf, type Page } from './contracts/page-shape';
export * from './contracts/center-grade-text';
export * from './contracts/certificate-text';
