import type { Address } from '@dolbom/shared-api/contracts';

// The Kakao (Daum) postcode service, as the shell's sign-up uses it, loaded here without a package:
// one script tag, then `new Postcode({ oncomplete }).embed(element)`.
export const POSTCODE_SCRIPT_URL = 'https://t1.kakaocdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js';
/** How long to wait for the script before offering the built-in 동 search instead (as the shell does). */
export const POSTCODE_TIMEOUT_MS = 6000;

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
type PostcodeWindow = {
  kakao?: { Postcode?: PostcodeConstructor };
  daum?: { Postcode?: PostcodeConstructor };
};

const found = () => {
  const w = window as unknown as PostcodeWindow;
  return w.kakao?.Postcode ?? w.daum?.Postcode;
};

let loading: Promise<PostcodeConstructor> | null = null;

/** Loads the script once per page (a failed load may be tried again); rejects after `timeoutMs`. */
export function loadPostcode(timeoutMs = POSTCODE_TIMEOUT_MS): Promise<PostcodeConstructor> {
  const ready = found();
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<PostcodeConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = POSTCODE_SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const ctor = found();
      if (ctor) resolve(ctor);
      else reject(new Error('postcode script loaded without Postcode'));
    };
    script.onerror = () => reject(new Error('postcode script failed to load'));
    document.body.appendChild(script);
  }).catch((e: unknown) => {
    loading = null;
    throw e;
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('postcode script timed out')), timeoutMs);
    loading!.then(
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

/** What the service answered, as the elder's address (with the 법정동 code). */
export function toAddress(data: PostcodeResult): Address {
  return {
    zonecode: data.zonecode,
    roadAddress: data.roadAddress || data.autoRoadAddress || '',
    jibunAddress: data.jibunAddress || data.autoJibunAddress || '',
    bcode: data.bcode,
  };
}
