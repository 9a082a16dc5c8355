import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface InfoCardProps {
  title: ReactNode;
  children?: ReactNode;
}

/** A soft highlighted card with a title and a line or two of text. */
export function InfoCard({ title, children }: InfoCardProps) {
  return (
    <Card>
      <h2>{title}</h2>
      {children && <p>{children}</p>}
    </Card>
  );
}

const Card = styled.section`
  padding: ${({ theme }) => theme.space.lg}px;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.primaryLight};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs}px;
    font-size: ${({ theme }) => theme.fontSizes.title / 16}rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;
