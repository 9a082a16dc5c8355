import type { ReactNode } from 'react';
import styled from 'styled-components';
import { BookmarkButton, StretchedLink, TaskTags } from '@dolbom/shared-ui';
import { formatCenterGrade, relativeTimeText, type WageType } from '@dolbom/shared-api/constants';
import type { TaskFlags } from '@dolbom/shared-api/contracts';
import { distanceText, perHourText, wageText } from '../lib/format';
import { CenterBadge } from './center-badge';

/** What every elder card shows, as contacts, near elders, saved elders and applies all carry it. */
/** The four task booleans sit on the card itself (spec §3). */
export interface CareCardSummary extends TaskFlags {
  title: string;
  center: string;
  /** The center's 평가등급 and its year, shown after its name (`평가 최우수(A) · 2024`). */
  centerGrade?: string | null;
  centerGradeYear?: number | null;
  /** Issue 34: caregivers' 후기 of the center (`요양보호사 후기 5건 · 다시 일하고 싶어요 80%`, `후기 2건`). */
  centerReviews?: string | null;
  /** Sent or posted by a verified member of the center: the `센터 인증` badge (issue 13). */
  centerVerified?: boolean;
  wage: number;
  wageType: WageType;
  /** The offer per hour when it is not hourly (`일급 110,000원 · 시급 약 12,222원`), so wages compare. */
  wagePerHour?: number | null;
  negotiable: boolean;
  /** When the contact or apply was made (contacts, applies)… */
  createdAt?: string;
  /** …or when the elder was posted (near and saved elders): shown as `3일 전` (issue 15). */
  postedAt?: string;
}

export interface CareCardProps {
  /** Where a tap on the card goes (the detail screen). */
  to: string;
  card: CareCardSummary;
  distanceKm?: number | undefined;
  /** The 저장 toggle; absent where saving makes no sense. */
  bookmark?: { saved: boolean; onToggle: () => void; failure?: string | null } | undefined;
  /** Extra lines under the tags (e.g. the revealed phone). */
  children?: ReactNode;
  /** Buttons at the bottom (수락하기, 거절, 지원하기…). */
  actions?: ReactNode;
}

/**
 * An elder's card (contact, near elder, saved elder, apply): title, center, wage with separators,
 * 협의 가능, the four task tags. The whole card opens the detail; 저장 and the actions sit above
 * that link so tapping them does not open it.
 */
export function CareCard({ card: c, ...p }: CareCardProps) {
  const when = c.createdAt ?? c.postedAt;
  const grade = formatCenterGrade(c.centerGrade, c.centerGradeYear);
  return (
    <Card aria-label={c.title}>
      <Top>
        <Center>
          <span>{c.center}</span>
          {/* A space, not a margin: when a long name pushes it to the next line it starts flush left. */}
          {grade && (
            <>
              {' '}
              <Grade>{grade}</Grade>
            </>
          )}
          {when && <time dateTime={when}>{` · ${relativeTimeText(when)}`}</time>}
          {c.centerVerified && (
            <>
              {' '}
              <CenterBadge verified />
            </>
          )}
        </Center>
        {p.bookmark && (
          <BookmarkButton
            saved={p.bookmark.saved}
            onToggle={p.bookmark.onToggle}
            failure={p.bookmark.failure ?? null}
          />
        )}
      </Top>
      {/* Issue 34: the center's 후기, on its own line under the center so it reads whole at 320 px. */}
      {c.centerReviews && <Reviews>{c.centerReviews}</Reviews>}
      <Title>
        <StretchedLink to={p.to}>{c.title}</StretchedLink>
      </Title>
      <Wage>
        <strong>{wageText(c.wageType, c.wage)}</strong>
        {c.wageType !== '시급' && c.wagePerHour != null && <PerHour>{perHourText(c.wagePerHour)}</PerHour>}
        {c.negotiable && <Badge>협의 가능</Badge>}
        {/* No leading `·`: on a 320px card the distance wraps to its own line, where a dot would dangle. */}
        {p.distanceKm !== undefined && <Distance>{distanceText(p.distanceKm)}</Distance>}
      </Wage>
      <TaskTags tasks={c} label="필요한 돌봄" />
      {p.children}
      {p.actions && <Actions>{p.actions}</Actions>}
    </Card>
  );
}

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.md}px ${theme.space.lg}px`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.card};
  & button {
    position: relative;
    z-index: 1;
  }
`;
const Reviews = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
  word-break: keep-all;
`;
const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs}px;
  min-height: 3rem;
`;
const Center = styled.span`
  /* Shrinks beside 저장; a long center name without spaces wraps instead of widening the page. */
  min-width: 0;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
const Grade = styled.span`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space.xxs}px;
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: ${({ theme }) => theme.colors.primaryLight};
  color: ${({ theme }) => theme.colors.primaryDark};
  /* Stays whole when it fits; at large text sizes it wraps at its spaces rather than hide under 저장. */
  max-width: 100%;
`;
const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  word-break: keep-all;
`;
const Wage = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  strong {
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`;
const Badge = styled.span`
  padding: 2px ${({ theme }) => theme.space.xs}px;
  border: 1px solid ${({ theme }) => theme.colors.primaryBorder};
  border-radius: ${({ theme }) => theme.radii.sm}px;
  color: ${({ theme }) => theme.colors.primaryDark};
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
const PerHour = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
`;
const Distance = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
`;
const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs}px;
  margin-top: ${({ theme }) => theme.space.xs}px;
  & > * {
    flex: 1;
  }
`;

/** The center's phone on an accepted card, once the center has revealed it. */
export function CenterPhone({ phone }: { phone: string | null | undefined }) {
  if (!phone) return null;
  return (
    <PhoneLine>
      센터 연락처 <a href={`tel:${phone}`}>{phone}</a>
    </PhoneLine>
  );
}

/** A revealed phone number line on accepted cards. */
export const PhoneLine = styled.p`
  margin: ${({ theme }) => theme.space.xxs}px 0 0;
  padding: ${({ theme }) => theme.space.sm}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.primaryLight};
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  a {
    position: relative;
    z-index: 1;
    display: inline-flex;
    align-items: center;
    min-height: 3rem;
    color: ${({ theme }) => theme.colors.primaryDark};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;
