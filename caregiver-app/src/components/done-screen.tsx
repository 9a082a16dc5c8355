import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { BottomBar, Button, IconCheck, PageBody, PageTitle } from '@dolbom/shared-ui';

/** A finished-flow screen: a check mark, a title, lines, and 확인 back to / (or `next`). */
export function DoneScreen({
  title,
  children,
  next,
}: {
  title: string;
  children: ReactNode;
  /** Where the button leads instead of /, with its label. */
  next?: { to: string; label: string } | undefined;
}) {
  const navigate = useNavigate();
  return (
    <>
      <PageBody $gap={16} $bottomInset={96} style={{ paddingTop: 72 }}>
        <Mark aria-hidden="true">
          <IconCheck size={36} strokeWidth={3} />
        </Mark>
        <PageTitle as="h1">{title}</PageTitle>
        {children}
      </PageBody>
      <BottomBar>
        <Button onClick={() => navigate(next?.to ?? '/', { replace: true })}>{next?.label ?? '확인'}</Button>
      </BottomBar>
    </>
  );
}

const Mark = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primaryLight};
  color: ${({ theme }) => theme.colors.primary};
`;

export const DoneCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => theme.space.lg}px;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.backgroundSubtle};
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  strong {
    font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
  }
  a {
    color: ${({ theme }) => theme.colors.primaryDark};
    font-size: ${({ theme }) => theme.fontSizes.title / 16}rem;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;
