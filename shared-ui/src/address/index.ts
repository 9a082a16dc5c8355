// @dolbom/shared-ui/address — the address finder's pieces: the Kakao postcode search, the 동 search and
// 현재 위치로 찾기. A shared module of its own, loaded only with the forms that ask for an address
// (docs/adr/0046-first-load-split-shared-code.md).
export { PostcodeFinder } from './postcode-finder';
export type { PostcodeFinderProps } from './postcode-finder';
export { DongSearch } from './dong-search';
export type { DongSearchProps, DongItem } from './dong-search';
export { LocateButton } from './locate-button';
export type { LocateButtonProps, LocateDong } from './locate-button';
export { loadPostcodeScript, toPostcodeAddress, POSTCODE_SCRIPT_URL, POSTCODE_TIMEOUT_MS } from './postcode';
export type { PostcodeAddress, PostcodeConstructor, PostcodeResult } from './postcode';
