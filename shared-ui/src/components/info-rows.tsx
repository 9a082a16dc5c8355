import type { ReactNode } from 'react';
import styled from 'styled-components';

/**
 * A titled box of label/value rows (a description list), or of plain text when `list` is false. On a
 * narrow box (a 320px phone, large text) each label sits above its value.
 */
export function InfoSection({
  title,
  list = true,
  children,
}: {
  title: string;
  list?: boolean;
  children: ReactNode;
}) {
  return (
    <Box>
      <H>{title}</H>
      {list ? <dl>{children}</dl> : children}
    </Box>
  );
}

export function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <RowBox>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </RowBox>
  );
}

const Box = styled.section`
  container-type: inline-size;
  padding: ${({ theme }) => theme.space.lg}px;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.backgroundSubtle};
  dl {
    margin: 0;
  }
`;
const H = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm}px;
  font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
const RowBox = styled.div`
  display: grid;
  grid-template-columns: 7rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs}px;
  @container (max-width: 18rem) {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;
  }
  padding: 6px 0;
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  line-height: ${({ theme }) => theme.lineHeights.normal};
  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
    word-break: keep-all;
    /* A long name without spaces (강남개포재가노인복지센터) wraps instead of widening the page. */
    overflow-wrap: anywhere;
  }
`;
