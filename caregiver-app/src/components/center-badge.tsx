import styled from 'styled-components';
import { IconCheck } from '@dolbom/shared-ui';

export const CENTER_BADGE_TEXT = {
  verified: '센터 인증',
  notYet: '센터 인증 전',
} as const;

/**
 * `센터 인증` (issue 13): the posting or contact comes from a verified member of the center. Cards show
 * only the badge; a detail (`showAbsence`) also says `센터 인증 전` so its absence is not missed.
 */
export function CenterBadge({ verified, showAbsence = false }: { verified: boolean; showAbsence?: boolean }) {
  if (verified) {
    return (
      <Verified>
        <IconCheck size={14} />
        {CENTER_BADGE_TEXT.verified}
      </Verified>
    );
  }
  return showAbsence ? <NotYet>{CENTER_BADGE_TEXT.notYet}</NotYet> : null;
}

const Verified = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  padding: 1px ${({ theme }) => theme.space.xs}px;
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: ${({ theme }) => theme.colors.primaryLight};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
`;
const NotYet = styled.span`
  display: inline-flex;
  padding: 1px ${({ theme }) => theme.space.xs}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm}px;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
  white-space: nowrap;
`;
