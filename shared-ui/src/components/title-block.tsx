import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface TitleBlockProps {
  /** Small coloured label above, e.g. '맞춤 요양보호사'. */
  label: ReactNode;
  title: ReactNode;
}

/** A label over a title: the home headers of both roles. */
export function TitleBlock({ label, title }: TitleBlockProps) {
  return (
    <Wrap>
      <Label>{label}</Label>
      <Title>{title}</Title>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  padding-top: ${({ theme }) => theme.space.xxs}px;
`;
const Label = styled.span`
  color: ${({ theme }) => theme.colors.primaryDark};
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  font-weight: 700;
`;
const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.title / 16}rem;
  font-weight: 800;
`;
