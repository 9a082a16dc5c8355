import { useNavigate } from 'react-router-dom';
import { loadErrorText } from '../../../lib/format';
import styled from 'styled-components';
import { Button, ErrorState, SkeletonList } from '@dolbom/shared-ui';
import { NEAR_PICK_KEYS, type CaregiverRange, type NearPickKey } from '@dolbom/shared-api/contracts';
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

export function NearPicks({ range }: { range: CaregiverRange }) {
  const navigate = useNavigate();
  const { data, error, mutate, isValidating } = useNearPicks(range);
  if (error && !data)
    return (
      <ErrorState message={loadErrorText(error)} onRetry={() => void mutate()} retrying={isValidating} />
    );
  if (!data) return <SkeletonList count={2} />;
  const picks = NEAR_PICK_KEYS.flatMap((key) => {
    const elder = data[key];
    return elder ? [{ key, elder }] : [];
  });
  if (picks.length === 0) return null;
  return (
    <>
      {picks.map(({ key, elder }) => (
        <Pick key={key} aria-label={PICK_SENTENCES[key]}>
          <Sentence>{PICK_SENTENCES[key]}</Sentence>
          <ElderCard
            elder={elder}
            actions={
              <Button size="medium" onClick={() => navigate(`/apply/${elder.elderId}`)}>
                지원하기
              </Button>
            }
          />
        </Pick>
      ))}
    </>
  );
}

const Pick = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
`;
const Sentence = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primaryDark};
  word-break: keep-all;
`;
