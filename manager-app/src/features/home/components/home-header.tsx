import styled from 'styled-components';
import { IconChevronDown, Skeleton, TitleBlock, VisuallyHidden } from '@dolbom/shared-ui';
import type { ElderCount } from '@dolbom/shared-api/contracts';
import { useSelectedElder } from '../../../hooks/use-selected-elder';
import { useElderCounts } from '../../jobs/api/jobs';
import { HOME_TEXT as T } from '../messages';

/**
 * Home header (spec §2): the label 맞춤 요양보호사 over the selected elder's name, which is a
 * dropdown of the manager's elders. The choice is kept for every tab and across reloads.
 */
export function ManagerHomeHeader() {
  const { elders, elder, error, isLoading, select } = useSelectedElder();
  const { data: counts } = useElderCounts();
  const countOf = (elderId: number) => counts?.elders.find((c) => c.elderId === elderId);
  if (isLoading) {
    return (
      <Wrap>
        <Label>{T.label}</Label>
        <Skeleton width={160} height={32} />
      </Wrap>
    );
  }
  // The page below shows the error with 다시 시도; the header only says so.
  if (error && !elders) return <TitleBlock label={T.label} title={T.loadFailed} />;
  if (!elders || !elder) return <TitleBlock label={T.label} title={T.noElderTitle} />;
  return (
    <Wrap>
      {/* The screen's h1 (page-has-heading-one); the name below is drawn over the native select. */}
      <VisuallyHidden as="h1">{`${elder.elderName} 어르신께 맞는 요양보호사`}</VisuallyHidden>
      <Label htmlFor="manager-elder-select">{T.label}</Label>
      <SelectWrap>
        {/* The name as a big title; the native select lies over it, invisible, so a tap opens the phone's picker. */}
        <Shown aria-hidden="true">
          <span>{elder.elderName} 어르신</span>
          <IconChevronDown size={24} strokeWidth={2.5} />
        </Shown>
        <Select
          id="manager-elder-select"
          aria-label={T.elderSelect}
          value={elder.elderId}
          onChange={(e) => select(Number(e.target.value))}
        >
          {elders.map((e) => (
            <option key={e.elderId} value={e.elderId}>
              {e.elderName} 어르신
            </option>
          ))}
        </Select>
      </SelectWrap>
      {countOf(elder.elderId) && <Counts>{countsText(countOf(elder.elderId), true)}</Counts>}
    </Wrap>
  );
}

/** `새 지원 2 · 답 없는 연락 1 · 근무 중 1`: what waits for the manager, per elder (issue 31). */
export function countsText(c: ElderCount | undefined, keepTogether = false): string {
  if (!c) return '';
  // Under the name each part keeps its words together (no-break spaces): a narrow header wraps between
  // parts only. The picker's options keep plain spaces.
  return [
    `${T.newApplies} ${c.newApplies}`,
    `${T.unansweredContacts} ${c.unansweredContacts}`,
    `${T.activeJobs} ${c.activeJobs}`,
  ]
    .map((part) => (keepTogether ? part.replace(/ /g, '\u00a0') : part))
    .join(' · ');
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding-top: ${({ theme }) => theme.space.xxs}px;
`;
const Label = styled.label`
  color: ${({ theme }) => theme.colors.primaryDark};
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  font-weight: 700;
`;
const SelectWrap = styled.div`
  position: relative;
  display: inline-flex;
  max-width: 100%;
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    border-radius: ${({ theme }) => theme.radii.sm}px;
  }
`;
const Shown = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-width: 0;
  min-height: 3rem;
  font-size: ${({ theme }) => theme.fontSizes.headline / 16}rem;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.text};
  span {
    overflow-wrap: anywhere;
  }
  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;
const Counts = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
`;
const Select = styled.select`
  position: absolute;
  inset: 0;
  width: 100%;
  opacity: 0;
  font-size: 1rem;
  cursor: pointer;
`;
