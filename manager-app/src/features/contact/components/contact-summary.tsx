import type { ReactNode } from 'react';
import styled from 'styled-components';
import { wageText } from '../../../lib/format';
import type { ContactDraft, ContactStep } from '../store';

/**
 * 보낼 내용 확인 (issue 30): everything the contact will say, with who it is about, before 완료하기; each
 * answer has 고치기, which opens its step with the draft kept.
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
  const item = (label: string, value: ReactNode, step?: ContactStep) => (
    <Item>
      <div>
        <dt>{label}</dt>
        <dd>{value}</dd>
      </div>
      {step && (
        <Edit type="button" onClick={() => onEdit(step)} aria-label={`${label} 고치기`}>
          고치기
        </Edit>
      )}
    </Item>
  );
  return (
    <Box aria-labelledby="contact-summary-title">
      <h2 id="contact-summary-title">보낼 내용</h2>
      <dl>
        {item('어르신', `${elderName} 어르신`)}
        {item('요양보호사', caregiverName ? `${caregiverName} 요양보호사` : '요양보호사')}
        {item('근무 형태', draft.workType, 1)}
        {item('급여', wageText(draft.wage, draft.wageType), 2)}
        {item('연락받을 번호', draft.phone, 3)}
        {item('전할 말', draft.message || '없음', 4)}
      </dl>
    </Box>
  );
}

const Box = styled.section`
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.lg}px`};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.backgroundSubtle};
  h2 {
    margin: ${({ theme }) => theme.space.xs}px 0;
    font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
  }
  dl {
    margin: 0;
  }
`;
const Item = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.sm}px 0;
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
  }
  dd {
    margin: 2px 0 0;
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    word-break: keep-all;
    overflow-wrap: anywhere;
  }
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
  white-space: nowrap;
  cursor: pointer;
`;
