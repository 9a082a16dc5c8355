import { useNavigate } from 'react-router-dom';
import { Button, Header, PageBody, SkeletonList } from '@dolbom/shared-ui';
import type { NearAllItem } from '@dolbom/shared-api/contracts';
import { ElderCard } from '../../../components/elder-card';
import { FilterBar } from '../../../components/filter-bar';
import { PagedList } from '../../../components/paged-list';
import { Section } from '../../../components/screen';
import { useListFilters } from '../../../lib/range';
import { nearEldersKey } from '../api/get-near-elders';
import { useNearPicks } from '../api/get-near-picks';
import { NearPicks, pickedElderIds } from '../components/near-picks';
import { ResumeHint } from '../components/resume-hint';

/**
 * /near 근처 어르신: the picks, then every other elder in range, nearest first, paged. Each elder shows
 * once (issue 30): one card per picked elder with all its sentences, and the list leaves the picks out.
 */
export function NearPage() {
  const { range } = useListFilters();
  const navigate = useNavigate();
  const picks = useNearPicks(range);
  // The list waits for the picks (it leaves them out); a failed pick list leaves nothing out.
  const settled = picks.data !== undefined || picks.error !== undefined;
  const picked = pickedElderIds(picks.data);
  return (
    <>
      <Header title="근처 어르신" />
      <PageBody $gap={24} style={{ paddingTop: 8 }}>
        <FilterBar withOrder={false} />
        <ResumeHint />
        <Section aria-label="추천 어르신">
          <NearPicks range={range} />
        </Section>
        <Section>
          <h2>{picked.size ? '다른 가까운 어르신' : '가까운 어르신 모두 보기'}</h2>
          {settled ? (
            <PagedList<NearAllItem>
              key={range}
              label="가까운 어르신"
              keyFor={(page) => nearEldersKey(range, page)}
              itemKey={(e) => e.elderId}
              hide={(e) => picked.has(e.elderId)}
              renderItem={(e) => (
                <ElderCard
                  elder={e}
                  actions={
                    // Issue 15: apply straight from the full list.
                    <Button size="medium" onClick={() => navigate(`/apply/${e.elderId}`)}>
                      지원하기
                    </Button>
                  }
                />
              )}
              empty={picked.size ? '이 거리 안에 다른 어르신은 없어요' : '이 거리 안에 어르신이 없어요'}
              emptyDescription={range === '5' ? undefined : '거리를 넓히면 더 많은 어르신을 볼 수 있어요.'}
            />
          ) : (
            <SkeletonList count={2} />
          )}
        </Section>
      </PageBody>
    </>
  );
}
