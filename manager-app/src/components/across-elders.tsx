import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ChipGroup, ErrorState, SkeletonList } from '@dolbom/shared-ui';
import type { ElderListItem } from '../api/types';
import { useElders } from '../api/get-elders';
import { NoElder } from './no-elder';

const ALL = 0;

/** The elder filter lives in the URL (?elder=3), so back and reload keep it; none = 전체. */
export function useElderFilter(
  elders: ElderListItem[] | undefined,
): [number | null, (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('elder'));
  const chosen = elders?.find((e) => e.elderId === raw)?.elderId ?? null;
  const choose = (id: number | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id === null) next.delete('elder');
        else next.set('elder', String(id));
        return next;
      },
      { replace: true },
    );
  return [chosen, choose];
}

/**
 * The lists across elders (받은 지원함, 보낸 연락함, 저장함; PRODUCT.md "Lists across elders"): every
 * elder's items by default, with a filter on top (전체 + each elder). 다시 시도 when the elders cannot
 * load, the skeleton while they load, and a way to register one when the manager has none.
 */
export function AcrossElders({ children }: { children: (elderId: number | null) => ReactNode }) {
  const { data: elders, error, mutate } = useElders();
  const [chosen, choose] = useElderFilter(elders);
  if (error && !elders) return <ErrorState onRetry={() => void mutate()} />;
  if (!elders) return <SkeletonList />;
  if (elders.length === 0) return <NoElder />;
  const options = [
    { value: ALL, label: '전체' },
    ...elders.map((e) => ({ value: e.elderId, label: e.elderName })),
  ];
  return (
    <>
      <ChipGroup
        label="어르신별로 보기"
        options={options}
        value={chosen ?? ALL}
        onChange={(v) => choose(v === ALL ? null : v)}
      />
      {children(chosen)}
    </>
  );
}

/** The elder a list item is about, before the caregiver's name on its card. */
export const forElder = (elderName: string) => `${elderName} 어르신`;
