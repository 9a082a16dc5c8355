import { useNavigate } from 'react-router-dom';
import { loadErrorText } from '../../../lib/format';
import styled from 'styled-components';
import { Button, ErrorState, SkeletonList } from '@dolbom/shared-ui';
import {
  NEAR_PICK_KEYS,
  type CaregiverRange,
  type ElderCard as ElderCardData,
  type NearListResponse,
  type NearPickKey,
} from '@dolbom/shared-api/contracts';
import { ElderCard } from '../../../components/elder-card';
import { useNearPicks } from '../api/get-near-picks';

/** PRODUCT.md near picks, each with its sentence. */
export const PICK_SENTENCES: Record<NearPickKey, string> = {
  meal: '요양보호사님이 가능한 식사 보조를 원하는 어르신이 있어요!',
  toileting: '요양보호사님이 가능한 배변 보조를 원하는 어르신이 있어요!',
  mobility: '요양보호사님이 가능한 이동 보조를 원하는 어르신이 있어요!',
  daily: '요양보호사님이 가능한 일상 돌봄을 원하는 어르신이 있어요!',
  wage: '가장 높은 급여를 제안한 어르신이 있어요!',
};

const TASK_LABELS = { meal: '식사', toileting: '배변', mobility: '이동' } as const;

/** One elder of the picks and every slot the server put that elder in (a slot is one of five). */
export interface PickGroup {
  elder: ElderCardData;
  keys: NearPickKey[];
}

/**
 * The picks, one group per elder (issue 30: with few elders in range the server names the same elder in
 * several slots, and the screen showed that elder up to five times): in the order of the slots.
 */
export function groupPicks(data: NearListResponse): PickGroup[] {
  const groups: PickGroup[] = [];
  for (const key of NEAR_PICK_KEYS) {
    const elder = data[key];
    if (!elder) continue;
    const group = groups.find((g) => g.elder.elderId === elder.elderId);
    if (group) group.keys.push(key);
    else groups.push({ elder, keys: [key] });
  }
  return groups;
}

/** The elders shown among the picks: the list below leaves them out, so each elder shows once. */
export const pickedElderIds = (data: NearListResponse | undefined) =>
  new Set(data ? groupPicks(data).map((g) => g.elder.elderId) : []);

/**
 * A group's sentences: the task slots in one (`식사·배변 보조와 일상 돌봄을 원하는…`), then the wage's,
 * which says what a 일급/월급 is per hour (that is what it was compared by).
 */
export function pickSentences(group: PickGroup): string[] {
  const tasks = group.keys.filter((k): k is keyof typeof TASK_LABELS => k in TASK_LABELS);
  const daily = group.keys.includes('daily');
  const sentences: string[] = [];
  if (tasks.length + (daily ? 1 : 0) === 1) sentences.push(PICK_SENTENCES[group.keys[0]!]);
  else if (tasks.length || daily) {
    const help = tasks.length ? `${tasks.map((k) => TASK_LABELS[k]).join('·')} 보조` : '';
    const what = [help, daily ? '일상 돌봄' : ''].filter(Boolean).join('와 ');
    sentences.push(`요양보호사님이 가능한 ${what}${daily ? '을' : '를'} 원하는 어르신이 있어요!`);
  }
  if (group.keys.includes('wage')) sentences.push(PICK_SENTENCES.wage);
  return sentences;
}

export function NearPicks({ range }: { range: CaregiverRange }) {
  const navigate = useNavigate();
  const { data, error, mutate, isValidating } = useNearPicks(range);
  if (error && !data)
    return (
      <ErrorState message={loadErrorText(error)} onRetry={() => void mutate()} retrying={isValidating} />
    );
  if (!data) return <SkeletonList count={2} />;
  const groups = groupPicks(data);
  if (groups.length === 0) return null;
  return (
    <>
      {groups.map((group) => {
        const sentences = pickSentences(group);
        return (
          <Pick key={group.elder.elderId} aria-label={sentences.join(' ')}>
            <Sentences>
              {sentences.map((s) => (
                <span key={s}>{s}</span>
              ))}
            </Sentences>
            <ElderCard
              elder={group.elder}
              actions={
                <Button size="medium" onClick={() => navigate(`/apply/${group.elder.elderId}`)}>
                  지원하기
                </Button>
              }
            />
          </Pick>
        );
      })}
    </>
  );
}

const Pick = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
`;
const Sentences = styled.h2`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primaryDark};
  word-break: keep-all;
`;
