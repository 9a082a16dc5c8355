import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { InfoRow as Row, InfoSection as Section } from '@dolbom/shared-ui';
import { GENDER_LABELS, WEEKDAY_LABELS } from '@dolbom/shared-api/contracts';
import type { ElderDetail } from '../../../api/types';
import { ageOf, rankLabel, wageText } from '../../../lib/format';
import { ELDER_SECTIONS, sectionPath, type ElderSection } from '../../../lib/elder-sections';

const list = (items: readonly string[]) => (items.length ? items.join(', ') : '없음');

/** The five sections of a registered elder, each with its `수정` link (none once the care ended). */
export function ElderSections({ elder, editable }: { elder: ElderDetail; editable: boolean }) {
  const box = (section: ElderSection, rows: [string, string][]) => (
    <Box key={section}>
      <Section title={ELDER_SECTIONS[section].title}>
        {rows.map(([label, value]) => (
          <Row key={label} label={label}>
            {value}
          </Row>
        ))}
      </Section>
      {editable && (
        <Edit to={sectionPath(elder.elderId, section)} aria-label={`${ELDER_SECTIONS[section].title} 수정`}>
          수정
        </Edit>
      )}
    </Box>
  );
  const days = elder.schedule.flatMap((d, i) =>
    d ? [`${WEEKDAY_LABELS[i]} ${d.start.slice(0, 5)}~${d.end.slice(0, 5)}`] : [],
  );
  return (
    <>
      {box('basics', [
        ['이름', elder.name],
        ['성별', GENDER_LABELS[elder.gender]],
        ['생년월일', `${elder.birth} (${ageOf(elder.birth)}세)`],
        ['주소', elder.address.roadAddress],
        ['장기요양등급', rankLabel(elder.rank)],
      ])}
      {box('schedule', [
        ['요일과 시간', days.join('\n')],
        ['시간 협의', elder.negotiable ? '가능' : '어려워요'],
      ])}
      {box('needs', [
        ['식사', list(elder.meal)],
        ['배변', list(elder.toileting)],
        ['이동', list(elder.mobility)],
        ['일상', list(elder.daily)],
      ])}
      {box('work', [
        ['근무 형태', elder.workRequirement],
        ['급여', wageText(elder.wage, elder.wageType)],
      ])}
      {box('contact', [
        ['가족 동거', elder.family],
        ['반려동물', elder.pet],
        ['연락처', elder.phone],
        ['남길 말', elder.message || '없음'],
      ])}
    </>
  );
}

const Box = styled.div`
  position: relative;
  dd {
    white-space: pre-line;
  }
`;
const Edit = styled(Link)`
  position: absolute;
  top: ${({ theme }) => theme.space.sm}px;
  right: ${({ theme }) => theme.space.sm}px;
  display: inline-flex;
  align-items: center;
  min-height: 3rem;
  min-width: 3rem;
  justify-content: center;
  padding: 0 ${({ theme }) => theme.space.sm}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primaryDark};
`;
