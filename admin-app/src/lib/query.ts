// The SWR key helpers are shared (@dolbom/shared-api/hooks); this path stays for the remote's own imports.
export { withQuery, keysUnder } from '@dolbom/shared-api/hooks';
