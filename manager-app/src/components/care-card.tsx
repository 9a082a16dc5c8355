import type { ReactNode } from 'react';
import styled from 'styled-components';
import { StretchedLink, TaskTags } from '@dolbom/shared-ui';
import type { TaskFlags } from '../api/types';
import { wageText } from '../lib/format';
import { VerifiedBadge } from './verified-badge';

export interface CareCardProps {
  title: string;
  /** Where the title leads (the card's detail). */
  to: string;
  /** A line above the title, e.g. the caregiver's name. */
  eyebrow?: ReactNode;
  /** Left of the heading, e.g. the caregiver's photo. */
  photo?: ReactNode;
  /** A line under the title, e.g. `경력 3년 · 3일 전`. */
  meta?: ReactNode;
  wage: number;
  wageType?: string;
  negotiable: boolean;
  tasks: TaskFlags;
  /** Names the tags for screen readers. Default 가능한 돌봄. */
  tasksLabel?: string;
  /** 자격 확인됨 under the title (the caregiver's certificate was confirmed). */
  verified?: boolean;
  /** Top right, e.g. the 저장 toggle or the match score. */
  aside?: ReactNode;
  /** Under the tags: reasons, phone, buttons. */
  children?: ReactNode;
}

/**
 * One caregiver in a list. The title is the link to the detail and its tap area covers the whole
 * card; buttons inside the card sit above it, so no control is nested in another.
 */
export function CareCard({
  title,
  to,
  eyebrow,
  photo,
  meta,
  wage,
  wageType = '시급',
  negotiable,
  tasks,
  tasksLabel = '가능한 돌봄',
  verified = false,
  aside,
  children,
}: CareCardProps) {
  return (
    <Card>
      <Top>
        {photo}
        <Head>
          {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
          <Title>
            <StretchedLink to={to}>{title}</StretchedLink>
          </Title>
          {meta && <Meta>{meta}</Meta>}
          {verified && <VerifiedBadge />}
        </Head>
        {aside && <Aside>{aside}</Aside>}
      </Top>
      <Wage>
        <strong>{wageText(wage, wageType)}</strong>
        {negotiable && <Negotiable>협의 가능</Negotiable>}
      </Wage>
      <TaskTags tasks={tasks} label={tasksLabel} />
      {children && <Above>{children}</Above>}
    </Card>
  );
}

const Card = styled.li`
  position: relative;
  container-type: inline-size;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.lg}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.card};
  list-style: none;
`;
const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm}px;
`;
const Head = styled.div`
  flex: 1;
  min-width: 0;
`;
const Eyebrow = styled.p`
  margin: 0 0 2px;
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
  color: ${({ theme }) => theme.colors.textSecondary};
`;
const Meta = styled.p`
  margin: 2px 0 0;
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
  color: ${({ theme }) => theme.colors.textSecondary};
`;
const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  word-break: keep-all;
`;
const Above = styled.div`
  position: relative;
  z-index: 1;
`;
/**
 * 저장 or the score beside the title; on a narrow card (a 320px phone, large text) it moves under the
 * title, so the title keeps its width instead of breaking one word per line.
 */
const Aside = styled(Above)`
  @container (max-width: 18rem) {
    flex-basis: 100%;
  }
`;
const Wage = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;
const Negotiable = styled.span`
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: ${({ theme }) => theme.colors.gray100};
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

export const CardList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  padding: 0;
`;
