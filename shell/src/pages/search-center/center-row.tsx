import styled from 'styled-components';
import { formatCenterGrade, type CenterSearchItem } from '@dolbom/shared-api/contracts';
import { CENTER_TEXT as T } from './messages';

/** One search result: a big button with the center's name, 시·군·구, services and evaluation grade. */
export function CenterRow({ center, onChoose }: { center: CenterSearchItem; onChoose: () => void }) {
  const place = [center.sido, center.sigungu].filter(Boolean).join(' ') || center.roadAddress;
  const grade = formatCenterGrade(center.finalGrade, center.gradeYear);
  return (
    <Row type="button" onClick={onChoose}>
      <Name>{center.centerName}</Name>
      <Detail>{place}</Detail>
      {center.services.length > 0 && <Detail>{center.services.join(' · ')}</Detail>}
      <Badge $muted={!grade}>{grade ?? T.noGrade}</Badge>
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
  word-break: keep-all;
`;
const Detail = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.textSecondary};
`;
const Badge = styled.span<{ $muted: boolean }>`
  margin-top: ${({ theme }) => theme.space.xxs}px;
  padding: ${({ theme }) => `${theme.space.xxs}px ${theme.space.xs}px`};
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: ${({ theme, $muted }) => ($muted ? theme.colors.gray100 : theme.colors.primaryLight)};
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme, $muted }) => ($muted ? theme.colors.textSecondary : theme.colors.primaryDark)};
`;
