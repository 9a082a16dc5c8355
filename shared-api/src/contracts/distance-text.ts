// One rounding rule for every distance a person reads (issue 15 finding 16): the server's reasons
// (`약 2.2km`), the card's distance and 근무 조건 on a detail, in both remotes.
//
// Addresses are placed by the gazetteer at their 동's centre (Kakao Local, when configured, places
// buildings, but which one placed an address is not stored), so every address counts as placed at
// 동 level: below 1 km the figure would claim a precision it does not have, and reads `약 1km 이내`.
// Responses carry `distanceKm` rounded to 0.01 km; the figure is rounded from that same 0.01 km value,
// so the server (raw distance) and a remote (the response's value) always print the same text.

/** Below this a distance reads `약 1km 이내`. */
export const NEAR_DISTANCE_KM = 1;

/** 2.149 → 2.15: the precision of `distanceKm` in responses. */
export const roundKm = (km: number) => Math.round(km * 100) / 100;

/** 0.4 → '약 1km 이내', 2.149 → '약 2.2km' (one decimal, half up, from the 0.01 km value). */
export function distanceText(km: number): string {
  const hundredths = Math.round(km * 100);
  if (hundredths < NEAR_DISTANCE_KM * 100) return '약 1km 이내';
  const tenths = Math.round(hundredths / 10);
  return `약 ${Math.floor(tenths / 10)}.${tenths % 10}km`;
}
