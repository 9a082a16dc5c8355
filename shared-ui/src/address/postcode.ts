// The Kakao (Daum) postcode service, loaded without a package: one script tag per page, then
// `new Postcode({ oncomplete }).embed(element)`. Used by the shell's sign-up and the manager's
// elder registration alike.
export const POSTCODE_SCRIPT_URL = 'https://t1.kakaocdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js';
export const POSTCODE_SCRIPT_ID = 'kakao_postcode_script';
/** How long to wait for the script before offering the built-in 동 search instead. */
export const POSTCODE_TIMEOUT_MS = 6000;

/** The fields of the service's answer that an address keeps. */
export interface PostcodeResult {
  zonecode: string;
  roadAddress: string;
  autoRoadAddress?: string;
  jibunAddress: string;
  autoJibunAddress?: string;
  bcode: string;
}
interface PostcodeInstance {
  embed: (element: HTMLElement, options?: { autoClose?: boolean }) => void;
}
export type PostcodeConstructor = new (options: {
  oncomplete: (data: PostcodeResult) => void;
  width: string;
  height: string;
}) => PostcodeInstance;

/** An address as both apps keep it (the shape of the contracts' address): the 법정동 code gives it coordinates. */
export interface PostcodeAddress {
  zonecode: string;
  roadAddress: string;
  jibunAddress: string;
  bcode: string;
}

declare global {
  interface Window {
    kakao?: { Postcode?: PostcodeConstructor };
    daum?: { Postcode?: PostcodeConstructor };
  }
}

const found = () => window.kakao?.Postcode ?? window.daum?.Postcode;

let loading: Promise<PostcodeConstructor> | null = null;

/**
 * Loads the script once per page (one script tag; a failed load is removed and may be tried again);
 * rejects when it cannot load, or after `timeoutMs` on a network that hangs.
 */
export function loadPostcodeScript(timeoutMs = POSTCODE_TIMEOUT_MS): Promise<PostcodeConstructor> {
  loading ??= new Promise<PostcodeConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.id = POSTCODE_SCRIPT_ID;
    script.src = POSTCODE_SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const ctor = found();
      if (ctor) resolve(ctor);
      else reject(new Error('postcode script loaded without Postcode'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error('postcode script failed to load'));
    };
    document.body.appendChild(script);
    // Already on the page (loaded earlier): usable at once.
    const ready = found();
    if (ready) resolve(ready);
  }).catch((e: unknown) => {
    loading = null;
    throw e;
  });
  const load = loading;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('postcode script timed out')), timeoutMs);
    load.then(
      (ctor) => {
        clearTimeout(timer);
        resolve(ctor);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

/** What the service answered, as an address (with the 법정동 code). */
export function toPostcodeAddress(data: PostcodeResult): PostcodeAddress {
  return {
    zonecode: data.zonecode,
    roadAddress: data.roadAddress || data.autoRoadAddress || '',
    jibunAddress: data.jibunAddress || data.autoJibunAddress || '',
    bcode: data.bcode,
  };
}
