import styled from 'styled-components';
import type { CenterSearchItem } from '@dolbom/shared-api/contracts';
import { CENTER_TEXT as T } from './messages';

/** One search result: a big button with the center's name, road address and evaluation grade. */
export function CenterRow({ center, onChoose }: { center: CenterSearchItem; onChoose: () => void }) {
  return (
    <Row type="button" onClick={onChoose}>
      <Name>{center.centerName}</Name>
      <Address>{center.roadAddress}</Address>
      {center.finalGrade && <Badge>{T.grade(center.finalGrade)}</Badge>}
    </Row>
  );
}

const Row = styled.button`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xxs}px;
  width: 100%;
  min-height: 4.5rem;
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.xs}px`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  text-align: left;

  &:active {
    background: ${({ theme }) => theme.colors.gray100};
  }
`;
const Name = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.text};
`;
const Address = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.textSecondary};
`;
const Badge = styled.span`
  margin-top: ${({ theme }) => theme.space.xxs}px;
  padding: ${({ theme }) => `${theme.space.xxs}px ${theme.space.xs}px`};
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: ${({ theme }) => theme.colors.primaryLight};
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.primaryDark};
`;
