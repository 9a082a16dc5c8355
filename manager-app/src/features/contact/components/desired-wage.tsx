import styled from 'styled-components';
import type { WageType } from '@dolbom/shared-api/contracts';
import { formatNumber } from '../../../lib/format';

/**
 * The caregiver's 희망 시급 beside the wage field (issue 30), and, for an hourly offer below it, that it
 * is below: the manager decides knowing it. Nothing while the resume loads or when none was given.
 */
export function DesiredWage({
  caregiverName,
  desired,
  negotiable,
  wageType,
  wage,
}: {
  caregiverName?: string | undefined;
  desired?: number | undefined;
  negotiable?: boolean | undefined;
  wageType: WageType;
  wage: number;
}) {
  if (!desired) return null;
  const below = wageType === '시급' && wage > 0 && wage < desired;
  return (
    <Box aria-label="요양보호사 희망 시급">
      <span>
        {/* No-break spaces keep `희망 시급` and `시간 협의 가능` whole on a narrow line. */}
        {caregiverName ? `${caregiverName} 요양보호사님` : '요양보호사님'} 희망{'\u00a0'}시급{' '}
        <strong>{formatNumber(desired)}원</strong>
        {negotiable ? ' · 시간\u00a0협의\u00a0가능' : ''}
      </span>
      {below && <Below>제안한 시급이 희망 시급보다 낮아요</Below>}
    </Box>
  );
}

const Box = styled.p`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.backgroundSubtle};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  word-break: keep-all;
  strong {
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`;
const Below = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
  &::before {
    content: '✕ ';
    color: ${({ theme }) => theme.colors.danger};
  }
`;
