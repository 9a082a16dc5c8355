import styled from 'styled-components';
import { Row, Section } from '../../../components/info-rows';
import { wageText } from '../../../lib/format';
import type { ContactDraft, ContactStep } from '../store';

/**
 * 보낼 내용 확인 (issue 30): everything the contact will say, with who it is about, before 완료하기; each
 * row has 고치기, which opens its step with the draft kept.
 */
export function ContactSummary({
  draft,
  elderName,
  caregiverName,
  onEdit,
}: {
  draft: ContactDraft;
  elderName: string;
  caregiverName?: string | undefined;
  onEdit: (step: ContactStep) => void;
}) {
  const edit = (step: ContactStep, what: string) => (
    <Edit type="button" onClick={() => onEdit(step)} aria-label={`${what} 고치기`}>
      고치기
    </Edit>
  );
  return (
    <Section title="보낼 내용">
      <Row label="어르신">{elderName} 어르신</Row>
      <Row label="요양보호사">{caregiverName ? `${caregiverName} 요양보호사` : '요양보호사'}</Row>
      <Row label="근무 형태">
        <Value>
          {draft.workType}
          {edit(1, '근무 형태')}
        </Value>
      </Row>
      <Row label="급여">
        <Value>
          {wageText(draft.wage, draft.wageType)}
          {edit(2, '급여')}
        </Value>
      </Row>
      <Row label="연락받을 번호">
        <Value>
          {draft.phone}
          {edit(3, '연락받을 번호')}
        </Value>
      </Row>
      <Row label="전할 말">
        <Value>
          {draft.message || '없음'}
          {edit(4, '전할 말')}
        </Value>
      </Row>
    </Section>
  );
}

const Value = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs}px;
`;
const Edit = styled.button`
  min-height: 3rem;
  padding: 0 ${({ theme }) => theme.space.sm}px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
`;
