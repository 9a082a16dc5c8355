import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FitList, TaskTags } from '@dolbom/shared-ui';
import {
  formatCenterGrade,
  rankLabel,
  WEEKDAY_LABELS,
  type Center,
  type ElderInfo,
  type TaskFlags,
  type WageType,
} from '@dolbom/shared-api/contracts';
import { CenterBadge } from '../../../components/center-badge';
import { distanceText, perHourText, wageText } from '../../../lib/format';

const CENTER_VERIFIED_TEXT = {
  yes: '센터에서 인증한 담당자가 올렸어요',
  no: '센터 인증 전인 담당자가 올렸어요',
} as const;

/** The four task booleans sit on the detail itself (spec §3). */
export interface ElderDetailData extends TaskFlags {
  title: string;
  /** The center's name. */
  center: string;
  /** Issue 13: posted/sent by a verified member of the center (`센터 인증`). */
  centerVerified: boolean;
  wage: number;
  wageType: WageType;
  /** A 일급/월급 per hour (issue 30), where the server knows it. */
  wagePerHour?: number | null;
  negotiable: boolean;
  distanceKm: number;
  reasons: string[];
  /** What does not fit her resume (issue 30), the card's fit line first; empty without a resume. */
  mismatches: string[];
  workType: string;
  message: string;
  elder: ElderInfo;
  centerInfo: Center;
  /** Issue 34: caregivers' 후기 of the center (`요양보호사 후기 5건 · 다시 일하고 싶어요 80%`), and its count. */
  centerReviews?: string | null;
  centerReviewCount?: number;
}

const hours = (t: string) => t.slice(0, 5);

/** Everything a caregiver needs to decide: needs, schedule, wage, center, distance, why it fits. */
export function ElderDetailBody({ d, messageLabel }: { d: ElderDetailData; messageLabel: string }) {
  const e = d.elder;
  const needs = [
    ['식사', e.meal],
    ['배변', e.toileting],
    ['이동', e.mobility],
    ['일상', e.daily],
  ] as const;
  const centerGrade = formatCenterGrade(d.centerInfo.finalGrade, d.centerInfo.gradeYear);
  return (
    <>
      <Head>
        <Center>
          {d.center}
          {centerGrade && ` · ${centerGrade}`} <CenterBadge verified={d.centerVerified} showAbsence />
          {d.centerReviews && <Reviews>{d.centerReviews}</Reviews>}
        </Center>
        <Title>{d.title}</Title>
        <TaskTags tasks={d} label="필요한 돌봄" />
      </Head>

      {d.mismatches.length > 0 && (
        <Box aria-labelledby="misfit-title" $tone="danger">
          <h2 id="misfit-title">이런 점은 맞지 않아요</h2>
          <FitList misses={d.mismatches} label="맞지 않는 점" />
        </Box>
      )}

      {d.reasons.length > 0 && (
        <Box aria-label="잘 맞는 이유" $tone="primary">
          <h2>이런 점이 잘 맞아요</h2>
          <FitList fits={d.reasons} label="맞는 점" />
        </Box>
      )}

      {d.message && (
        <Box aria-label={messageLabel}>
          <h2>{messageLabel}</h2>
          <Quote>{d.message}</Quote>
        </Box>
      )}

      <Box aria-label="근무 조건">
        <h2>근무 조건</h2>
        <Rows>
          <dt>근무 형태</dt>
          <dd>{d.workType}</dd>
          <dt>급여</dt>
          <dd>
            {wageText(d.wageType, d.wage)}
            {d.wageType !== '시급' && d.wagePerHour != null && ` · ${perHourText(d.wagePerHour)}`}
            {d.negotiable && ' (협의 가능)'}
          </dd>
          <dt>거리</dt>
          <dd>{distanceText(d.distanceKm)}</dd>
        </Rows>
      </Box>

      <Box aria-label="근무 일정">
        <h2>근무 일정</h2>
        {e.schedule ? (
          <Rows>
            {e.schedule.map((day, i) =>
              day ? (
                <Pair key={i}>
                  <dt>{WEEKDAY_LABELS[i]}요일</dt>
                  <dd>
                    {hours(day.start)} ~ {hours(day.end)}
                  </dd>
                </Pair>
              ) : null,
            )}
          </Rows>
        ) : (
          <p>일정은 센터와 협의해요</p>
        )}
      </Box>

      <Box aria-label="어르신 정보">
        <h2>어르신 정보</h2>
        <Rows>
          <dt>성별 · 나이</dt>
          <dd>
            {e.gender === 'female' ? '여성' : '남성'} · {e.age}세
          </dd>
          <dt>등급</dt>
          <dd>{rankLabel(e.rank)}</dd>
          <dt>사는 곳</dt>
          <dd>{e.address}</dd>
          <dt>가족</dt>
          <dd>{e.family}</dd>
          <dt>반려동물</dt>
          <dd>{e.pet}</dd>
        </Rows>
      </Box>

      <Box aria-label="필요한 돌봄">
        <h2>필요한 돌봄</h2>
        <Rows>
          {needs.map(([label, list]) => (
            <Pair key={label}>
              <dt>{label}</dt>
              <dd>{list.length > 0 ? list.join(', ') : '필요 없어요'}</dd>
            </Pair>
          ))}
        </Rows>
      </Box>

      <Box aria-label="센터 정보">
        <h2>센터 정보</h2>
        <Rows>
          <dt>센터</dt>
          <dd>{d.centerInfo.centerName}</dd>
          <dt>센터 인증</dt>
          <dd>{d.centerVerified ? CENTER_VERIFIED_TEXT.yes : CENTER_VERIFIED_TEXT.no}</dd>
          <dt>평가 등급</dt>
          <dd>{formatCenterGrade(d.centerInfo.finalGrade, d.centerInfo.gradeYear) ?? '정보 없음'}</dd>
          <dt>후기</dt>
          <dd>
            {d.centerReviewCount ? (
              <Link to={`/centers/${d.centerInfo.centerId}/reviews`}>
                {d.centerReviews ?? `후기 ${d.centerReviewCount}건`} 보기
              </Link>
            ) : (
              '아직 후기가 없어요'
            )}
          </dd>
          {d.centerInfo.sido && (
            <>
              <dt>지역</dt>
              <dd>{[d.centerInfo.sido, d.centerInfo.sigungu].filter(Boolean).join(' ')}</dd>
            </>
          )}
          {d.centerInfo.services.length > 0 && (
            <>
              <dt>서비스</dt>
              <dd>{d.centerInfo.services.join(', ')}</dd>
            </>
          )}
          <dt>차량</dt>
          <dd>{d.centerInfo.hasCar ? '차량 지원 있어요' : '차량 지원 없어요'}</dd>
          {d.centerInfo.oneLineIntro && (
            <>
              <dt>한 줄 소개</dt>
              <dd>{d.centerInfo.oneLineIntro}</dd>
            </>
          )}
        </Rows>
      </Box>
    </>
  );
}

const Head = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
`;
const Reviews = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.text};
`;
const Center = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.headline / 16}rem;
  line-height: ${({ theme }) => theme.lineHeights.tight};
  word-break: keep-all;
`;
const Box = styled.section<{ $tone?: 'primary' | 'danger' }>`
  padding: ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ $tone, theme }) =>
    $tone === 'primary'
      ? theme.colors.primaryLight
      : $tone === 'danger'
        ? theme.colors.dangerLight
        : theme.colors.backgroundSubtle};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs}px;
    font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
  }
  ul {
    margin: 0;
    padding-left: 20px;
    line-height: ${({ theme }) => theme.lineHeights.relaxed};
  }
`;
const Quote = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
`;
const Rows = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space.xs}px ${theme.space.md}px`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
const Pair = styled.div`
  display: contents;
`;
