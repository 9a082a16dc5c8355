import styled, { keyframes } from 'styled-components';
import { messages, VisuallyHidden } from '@dolbom/shared-ui/core';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

export interface SkeletonProps {
  /** CSS width; number = px. Default 100%. */
  width?: number | string;
  /** Height in px. Default 20. */
  height?: number;
  /** Corner radius in px. Default 8. */
  radius?: number;
  className?: string;
}

const size = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

const Block = styled.span<{ $width: number | string; $height: number; $radius: number }>`
  display: block;
  width: ${({ $width }) => size($width)};
  height: ${({ $height }) => $height}px;
  border-radius: ${({ $radius }) => $radius}px;
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.gray100} 25%,
    ${({ theme }) => theme.colors.gray50} 50%,
    ${({ theme }) => theme.colors.gray100} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;

/** Gray placeholder block with a shimmer. Decorative: wrap a group in SkeletonList or role="status". */
export function Skeleton({ width = '100%', height = 20, radius = 8, className }: SkeletonProps) {
  return <Block aria-hidden="true" $width={width} $height={height} $radius={radius} className={className} />;
}

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.lg}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg}px;
`;

const Tags = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs}px;
`;

export interface SkeletonListProps {
  /** Number of card rows. Default 3. */
  count?: number;
  /** Screen reader text. Default '불러오는 중'. */
  label?: string;
  className?: string;
}

/** Loading state of a card list: n card-shaped placeholders, announced once as 불러오는 중. */
export function SkeletonList({ count = 3, label = messages.loading, className }: SkeletonListProps) {
  return (
    <List role="status" aria-busy="true" className={className}>
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} aria-hidden="true">
          <Skeleton width="70%" height={22} />
          <Skeleton width="45%" height={18} />
          <Tags>
            {[0, 1, 2, 3].map((tag) => (
              <Skeleton key={tag} width={52} height={28} radius={14} />
            ))}
          </Tags>
        </Card>
      ))}
    </List>
  );
}
