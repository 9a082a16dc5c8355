import type { ReactNode } from 'react';
import styled from 'styled-components';
import { EmptyState, ErrorState, SkeletonList } from '@dolbom/shared-ui';
import { useSelectedElder } from '../hooks/use-selected-elder';

/**
 * The lists that belong to the selected elder (받은 지원함, 보낸 연락함, 저장함): 다시 시도 when the
 * elders cannot load, the skeleton while they load, the spec's empty text when there is no elder,
 * then the list for the selected one.
 */
export function ForSelectedElder({
  empty,
  children,
}: {
  /** Shown when the manager has no elder yet. */
  empty: string;
  children: (elderId: number) => ReactNode;
}) {
  const { elder, elders, error, retry } = useSelectedElder();
  if (error && !elders) return <ErrorState onRetry={retry} />;
  if (!elders) return <SkeletonList />;
  if (!elder) return <EmptyState message={empty} />;
  return <>{children(elder.elderId)}</>;
}

/** The line above a list when an action on one of its cards failed. */
export const ActionError = styled.p.attrs({ role: 'alert' })`
  padding: ${({ theme }) => theme.space.sm}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.dangerLight};
  color: ${({ theme }) => theme.colors.danger};
`;
