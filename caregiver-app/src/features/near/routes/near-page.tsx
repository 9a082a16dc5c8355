import { useNavigate } from 'react-router-dom';
import { Button, Header, PageBody } from '@dolbom/shared-ui';
import type { NearAllItem } from '@dolbom/shared-api/contracts';
import { ElderCard } from '../../../components/elder-card';
import { FilterBar } from '../../../components/filter-bar';
import { PagedList } from '../../../components/paged-list';
import { Section } from '../../../components/screen';
import { useListFilters } from '../../../lib/range';
import { nearEldersKey } from '../api/get-near-elders';
import { FitLine } from '../components/fit-line';
import { NearPicks } from '../components/near-picks';
import { ResumeHint } from '../components/resume-hint';

/** /near 근처 어르신: the picks, then every elder in range, nearest first, paged. */
export function NearPage() {
  const { range } = useListFilters();
  const navigate = useNavigate();
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
          <h2>가까운 어르신 모두 보기</h2>
          <PagedList<NearAllItem>
            key={range}
            label="가까운 어르신"
            keyFor={(page) => nearEldersKey(range, page)}
            itemKey={(e) => e.elderId}
            renderItem={(e) => (
              <ElderCard
                elder={e}
                actions={
                  // Issue 15: apply straight from the full list.
                  <Button size="medium" onClick={() => navigate(`/apply/${e.elderId}`)}>
                    지원하기
                  </Button>
                }
              >
                <FitLine item={e} />
              </ElderCard>
            )}
            empty="이 거리 안에 어르신이 없어요"
            emptyDescription={range === '5' ? undefined : '거리를 넓히면 더 많은 어르신을 볼 수 있어요.'}
          />
        </Section>
      </PageBody>
    </>
  );
}
