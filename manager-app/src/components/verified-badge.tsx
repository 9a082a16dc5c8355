import styled from 'styled-components';
import { IconCheck } from '@dolbom/shared-ui';
import { CERTIFICATE_MESSAGES } from '@dolbom/shared-api/contracts';

/** 자격 확인됨: an operator confirmed this caregiver's 요양보호사 자격증 (issue 13). */
export function VerifiedBadge() {
  return (
    <Badge>
      <IconCheck size={16} aria-hidden="true" />
      {CERTIFICATE_MESSAGES.verifiedBadge}
    </Badge>
  );
}

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  width: fit-content;
  padding: 2px ${({ theme }) => theme.space.xs}px;
  border-radius: ${({ theme }) => theme.radii.full}px;
  background: ${({ theme }) => theme.colors.primaryLight};
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
`;
