// The elder card title, made in one place for every caregiver card and detail:
// `방문 요양 · 강남구 역삼동 · 여 82세 · 3등급` (work type · 시군구 동 · 여/남 + age · grade).
import { rankLabel } from '@dolbom/shared-api/contracts';

const GU = /(시|군|구)$/;
const DONG = /(동|가|읍|면)$/;

/**
 * 시군구 and 동 of an address: `서울 강남구 역삼동 706-1` → `강남구 역삼동`. Read from the jibun address
 * (it names the 동); when that has none, from the road address (`서울 강남구 역삼로 310` → `강남구`).
 */
export function elderArea(jibunAddress: string, roadAddress = ''): string {
  for (const address of [jibunAddress, roadAddress]) {
    // The first word is the 시/도 (`서울`, `경기`, `세종특별자치시`); numbers are lot/building numbers.
    const words = address.trim().split(/\s+/).slice(1);
    const dongAt = words.findIndex((w) => DONG.test(w) && !/^\d/.test(w));
    const upTo = dongAt >= 0 ? dongAt : words.length;
    const gu = words
      .slice(0, upTo)
      .filter((w) => GU.test(w))
      .at(-1);
    const parts = [gu, dongAt >= 0 ? words[dongAt] : undefined].filter((w): w is string => Boolean(w));
    if (dongAt >= 0 || (address === roadAddress && parts.length > 0)) return parts.join(' ');
  }
  return '';
}

/** Full years on `now`'s date in Korea (만 나이). `birth` is `YYYY-MM-DD`. */
export function ageOn(birth: string, now: Date): number {
  const [y = 0, m = 1, d = 1] = birth.split('-').map(Number);
  const kst = new Date(now.getTime() + 9 * 60 * 60 * 1000);
  const ty = kst.getUTCFullYear();
  const tm = kst.getUTCMonth() + 1;
  const td = kst.getUTCDate();
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}

export interface TitleInput {
  workType: string;
  jibunAddress: string;
  roadAddress: string;
  gender: 'male' | 'female';
  birth: string;
  rank: number;
}

export function elderTitle(e: TitleInput, now: Date): string {
  const who = `${e.gender === 'female' ? '여' : '남'} ${ageOn(e.birth, now)}세`;
  return [e.workType, elderArea(e.jibunAddress, e.roadAddress), who, rankLabel(e.rank)]
    .filter((part) => part !== '')
    .join(' · ');
}
