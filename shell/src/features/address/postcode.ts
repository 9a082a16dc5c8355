import { loadPostcode, type Address } from 'react-daum-postcode';
import type { SignupAddress } from '../../pages/signup/signup-store';

/** How long to wait for the Kakao script before offering the built-in search instead. */
export const POSTCODE_TIMEOUT_MS = 6000;

/**
 * Loads the Kakao postcode script through the package's own loader: it keeps one promise per page,
 * so the embed that mounts afterwards reuses this load instead of adding a second script tag.
 * Offline the script errors out; a network that hangs is cut short after `timeoutMs`.
 */
export function loadPostcodeScript(timeoutMs = POSTCODE_TIMEOUT_MS): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('postcode script timed out')), timeoutMs);
    loadPostcode().then(
      (Postcode) => {
        clearTimeout(timer);
        resolve(Postcode);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** What the Kakao service answered, as the sign-up draft keeps it (with the 법정동 code). */
export function toSignupAddress(data: Address): SignupAddress {
  return {
    zonecode: data.zonecode,
    roadAddress: data.roadAddress || data.autoRoadAddress,
    jibunAddress: data.jibunAddress || data.autoJibunAddress,
    bcode: data.bcode,
  };
}
