import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  CAREGIVER_ORDERS,
  CAREGIVER_RANGES,
  DEFAULT_CAREGIVER_ORDER,
  DEFAULT_CAREGIVER_RANGE,
  type CaregiverOrder,
  type CaregiverRange,
} from '@dolbom/shared-api/constants';

/** Issue text: 도보 15분 / 도보 20분 / 3km / 5km → 1.25 / 1.65 / 3 / 5. */
export const RANGE_OPTIONS: { value: CaregiverRange; label: string }[] = [
  { value: '1.25', label: '도보 15분' },
  { value: '1.65', label: '도보 20분' },
  { value: '3', label: '3km' },
  { value: '5', label: '5km' },
];
/** 정확도순 / 최신순 / 급여 높은 순 → 1 / 2 / 3. */
export const ORDER_OPTIONS: { value: CaregiverOrder; label: string }[] = [
  { value: '1', label: '정확도순' },
  { value: '2', label: '최신순' },
  { value: '3', label: '급여 높은 순' },
];

const pick = <T extends string>(list: readonly T[], v: string | null, fallback: T): T =>
  list.includes(v as T) ? (v as T) : fallback;

/** The range and order a URL's query asks for (defaults for missing or unknown values). */
export function filtersOf(params: URLSearchParams): { range: CaregiverRange; order: CaregiverOrder } {
  return {
    range: pick(CAREGIVER_RANGES, params.get('range'), DEFAULT_CAREGIVER_RANGE),
    order: pick(CAREGIVER_ORDERS, params.get('order'), DEFAULT_CAREGIVER_ORDER),
  };
}

/** range and order live in the URL (?range=&order=), so reload and back keep them. */
export function useListFilters() {
  const [params, setParams] = useSearchParams();
  const { range, order } = filtersOf(params);
  // The query as last set: a second change before the page renders again (거리 then 정렬, quickly, on a
  // slow phone) builds on the first instead of on the query of the last render, which would drop it.
  const latest = useRef(params);
  latest.current = params;
  const set = (patch: { range?: CaregiverRange; order?: CaregiverOrder }) => {
    const next = new URLSearchParams(latest.current);
    for (const [k, v] of Object.entries(patch)) next.set(k, v);
    latest.current = next;
    setParams(next, { replace: true });
  };
  return { range, order, set };
}
