import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  EmptyState,
  ErrorState,
  PageBody,
  RouteToast,
  SelectField,
  SkeletonList,
} from '@dolbom/shared-ui';
import {
  MANAGER_DISTANCES,
  MANAGER_SORTS,
  relativeTimeText,
  type ManagerDistance,
  type ManagerSort,
} from '@dolbom/shared-api/constants';
import { CardList, CareCard } from '../../../components/care-card';
import { MembershipBanner } from '../../../components/membership-banner';
import { ListState } from '../../../components/list-state';
import { MatchExplained } from '../../../components/match-explained';
import { ProfilePhoto } from '../../../components/profile-photo';
import { SaveToggle } from '../../../components/save-toggle';
import { caregiverFacts, metaLine } from '../../../lib/format';
import { useSelectedElder } from '../../../hooks/use-selected-elder';
import { useSelectedElderStore } from '../../../stores/selected-elder';
import { useCandidates, type CandidatesQuery } from '../api/get-candidates';
import type { CaregiverCard } from '../../../api/types';
import { DISTANCE_LABELS, HOME_TEXT as T, SORT_LABELS } from '../messages';

/**
 * / for a manager: caregivers matching the selected elder (spec §2), with distance and sort; a member
 * who is not verified is told at the top what that means (issue 29).
 */
export function HomePage() {
  // 연락을 보냈어요 after the contact wizard (issue 15).
  return (
    <>
      <PageBody $gap={16}>
        <MembershipBanner />
        <Home />
      </PageBody>
      <RouteToast />
    </>
  );
}

function Home() {
  const navigate = useNavigate();
  const { elder, elders, error, isLoading, retry } = useSelectedElder();
  const distance = useSelectedElderStore((s) => s.distance);
  const sort = useSelectedElderStore((s) => s.sort);
  const setDistance = useSelectedElderStore((s) => s.setDistance);
  const setSort = useSelectedElderStore((s) => s.setSort);

  if (error && !elders) return <ErrorState onRetry={retry} />;
  if (isLoading || !elders) return <SkeletonList />;
  if (!elder) {
    return (
      <EmptyState
        message={T.noElder}
        description={T.noElderHint}
        action={<Button onClick={() => navigate('/elder-register')}>{T.register}</Button>}
      />
    );
  }

  if (!elder.recruiting) {
    // A closed posting (모집 완료) is offered no candidates (PRODUCT.md "Accounts and postings").
    return (
      <EmptyState
        message={T.closed}
        description={T.closedHint}
        action={<Button onClick={() => navigate('/elder-admin')}>{T.toAdmin}</Button>}
      />
    );
  }

  return (
    <>
      <Filters>
        <SelectField
          label={T.distance}
          hideLabel
          value={distance}
          onChange={setDistance}
          options={MANAGER_DISTANCES.map((d) => ({ value: d, label: DISTANCE_LABELS[d] }))}
        />
        <SelectField
          label={T.sort}
          hideLabel
          value={sort}
          onChange={setSort}
          options={MANAGER_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
        />
      </Filters>
      <Candidates
        key={`${elder.elderId}:${distance}:${sort}`}
        elderId={elder.elderId}
        distance={distance}
        sort={sort}
        onWiden={setDistance}
      />
    </>
  );
}

function Candidates({
  elderId,
  distance,
  sort,
  onWiden,
}: {
  elderId: number;
  distance: ManagerDistance;
  sort: ManagerSort;
  onWiden: (d: ManagerDistance) => void;
}) {
  const query = { elderId, distance, sort };
  const { data, error, isLoading, mutate } = useCandidates({ ...query, page: 0 });
  const [pages, setPages] = useState(1);
  const wider = MANAGER_DISTANCES[MANAGER_DISTANCES.indexOf(distance) + 1];
  return (
    <ListState
      items={data?.content}
      error={error}
      isLoading={isLoading}
      onRetry={() => mutate()}
      empty={T.empty}
      emptyHint={T.emptyHint}
      emptyAction={
        wider && (
          <Button variant="secondary" size="medium" onClick={() => onWiden(wider)}>
            {T.widen(DISTANCE_LABELS[wider])}
          </Button>
        )
      }
    >
      {(items) => (
        <>
          <Count>{T.count(data?.totalElements ?? items.length)}</Count>
          <CardList>
            <Cards elderId={elderId} items={items} />
            {Array.from({ length: pages - 1 }, (_, i) => (
              <MorePage key={i + 1} query={{ ...query, page: i + 1 }} />
            ))}
          </CardList>
          {data && pages < data.totalPages && (
            <Button variant="outline" onClick={() => setPages((n) => n + 1)}>
              {T.more}
            </Button>
          )}
        </>
      )}
    </ListState>
  );
}

/** A later page, loaded when 더 보기 is tapped. */
function MorePage({ query }: { query: CandidatesQuery & { page: number } }) {
  const { data, error, mutate } = useCandidates(query);
  if (error && !data) {
    return (
      <li>
        <ErrorState onRetry={() => mutate()} />
      </li>
    );
  }
  if (!data) {
    return (
      <li>
        <SkeletonList count={1} />
      </li>
    );
  }
  return <Cards elderId={query.elderId} items={data.content} />;
}

function Cards({ elderId, items }: { elderId: number; items: CaregiverCard[] }) {
  return (
    <>
      {items.map((c) => (
        <CareCard
          key={c.caregiverId}
          to={`/detail/care/${c.caregiverId}`}
          photo={<ProfilePhoto src={c.profileImage} name={c.name} size={48} />}
          meta={metaLine([...caregiverFacts(c.ageGroup, c.experienceYears), relativeTimeText(c.createdAt)])}
          eyebrow={
            <>
              {c.name}
              {c.pendingContactId !== null && <Contacted>{T.contacted}</Contacted>}
            </>
          }
          title={c.title}
          wage={c.wage}
          negotiable={c.negotiable}
          tasks={c.possibleTasks}
          verified={c.certificateVerified}
          aside={<SaveToggle elderId={elderId} caregiverId={c.caregiverId} bookmarkId={c.bookmarkId} />}
        >
          {c.reviews && <ReviewsLine>{c.reviews}</ReviewsLine>}
          <MatchExplained
            score={c.score}
            reasons={c.reasons}
            mismatches={c.mismatches}
            parts={c.scoreParts}
          />
        </CareCard>
      ))}
    </>
  );
}

const Filters = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.xs}px;
`;
const Count = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
  color: ${({ theme }) => theme.colors.textSecondary};
`;
/** Issue 34: centers' 후기 of her (`센터 후기 3건 · 시간 약속 4.8`, `후기 2건`). */
const ReviewsLine = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
/** 연락함: a contact to this caregiver for this elder is waiting for an answer (issue 15). */
const Contacted = styled.span`
  display: inline-block;
  margin-left: ${({ theme }) => theme.space.xs}px;
  padding: 0 ${({ theme }) => theme.space.xs}px;
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: ${({ theme }) => theme.colors.primaryLight};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
