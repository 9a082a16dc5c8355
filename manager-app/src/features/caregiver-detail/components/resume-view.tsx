import styled from 'styled-components';
import {
  GENDER_LABELS,
  TIME_SLOT_LABELS,
  WEEKDAY_LABELS,
  WORK_PLACE_LABELS,
  rankLabel,
  type ManagerResumeView,
  type WorkPlace,
} from '@dolbom/shared-api/contracts';
import { formatNumber } from '../../../lib/format';
import { InfoRow as Row, InfoSection as Section } from '@dolbom/shared-ui';

const join = (list: readonly string[]) => (list.length ? list.join(', ') : '없음');
const preferred = (g: string) => (g === 'male' || g === 'female' ? GENDER_LABELS[g] : '상관없음');

/** The caregiver's resume as a list of plain rows (spec §3 Resume). */
export function ResumeView({ resume }: { resume: ManagerResumeView }) {
  return (
    <>
      <Section title="근무 조건">
        <Row label="희망 시급">
          {formatNumber(resume.wage)}원{resume.isNegotiableTime ? ' · 시간 협의 가능' : ''}
        </Row>
        <Row label="근무 요일">{resume.workDay.map((d) => WEEKDAY_LABELS[d]).join(' ') || '없음'}</Row>
        <Row label="근무 시간">{join(resume.workTimeSlot.map((s) => TIME_SLOT_LABELS[s] ?? ''))}</Row>
        <Row label="근무 지역">
          {join(resume.workPlace.map((p) => WORK_PLACE_LABELS[p as WorkPlace] ?? p))}
        </Row>
        <Row label="근무 형태">{join(resume.jobPosition)}</Row>
      </Section>
      <Section title="할 수 있는 돌봄">
        <Row label="식사">{join(resume.meal)}</Row>
        <Row label="배변">{join(resume.toileting)}</Row>
        <Row label="이동">{join(resume.mobility)}</Row>
        <Row label="일상">{join(resume.daily)}</Row>
        <Row label="돌볼 수 있는 등급">{join(resume.elderRank.map(rankLabel))}</Row>
      </Section>
      <Section title="자격과 경력">
        <Row label="치매 교육">{resume.hasDementiaTraining === 'COMPLETE' ? '이수' : '미이수'}</Row>
        <Row label="자격증 번호">{resume.certificateCode}</Row>
        <Row label="차량">{resume.hasVehicle ? '있어요' : '없어요'}</Row>
        {resume.experience.length === 0 ? (
          <Row label="경력">없음</Row>
        ) : (
          resume.experience.map((e, i) => (
            <Row key={i} label={`경력 ${i + 1}`}>
              {e.center} · {e.work}
              <Small>
                {e.startDate} ~ {e.current ? '현재 근무 중' : e.endDate}
              </Small>
            </Row>
          ))
        )}
      </Section>
      <Section title="선호">
        <Row label="어르신 성별">{preferred(resume.preferredGender)}</Row>
        <Row label="가족 동거">{resume.isFamilyPreferred ? '괜찮아요' : '어려워요'}</Row>
        <Row label="반려동물">{resume.isPetPreferred ? '괜찮아요' : '어려워요'}</Row>
      </Section>
      {resume.introduction && (
        <Section title="자기소개" list={false}>
          <Intro>{resume.introduction}</Intro>
        </Section>
      )}
    </>
  );
}

const Small = styled.span`
  display: block;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
  color: ${({ theme }) => theme.colors.textSecondary};
`;
const Intro = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
`;
