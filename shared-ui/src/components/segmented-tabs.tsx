import type { KeyboardEvent } from 'react';
import styled from 'styled-components';

export interface SegmentedTabItem<T extends string = string> {
  value: T;
  label: string;
}

export interface SegmentedTabsProps<T extends string = string> {
  items: readonly SegmentedTabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Accessible name of the tab list, e.g. '연락 상태'. */
  label: string;
  className?: string;
}

/** Two or three equal tabs (e.g. 대기 / 수락) that choose which list a screen shows. */
export function SegmentedTabs<T extends string = string>({
  items,
  value,
  onChange,
  label,
  className,
}: SegmentedTabsProps<T>) {
  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    const i = items.findIndex((t) => t.value === value);
    const next = items[(i + (e.key === 'ArrowRight' ? 1 : items.length - 1)) % items.length];
    if (next) onChange(next.value);
  }
  return (
    <List role="tablist" aria-label={label} className={className} onKeyDown={onKeyDown}>
      {items.map((t) => {
        const selected = t.value === value;
        return (
          <Tab
            key={t.value}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(t.value)}
          >
            {t.label}
          </Tab>
        );
      })}
    </List>
  );
}

const List = styled.div`
  display: flex;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
const Tab = styled.button`
  flex: 1;
  min-height: ${({ theme }) => (theme.layout.tapTargetMin + 4) / 16}rem;
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.textTertiary};
  font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  &[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryDark};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** Same as SegmentedTabItem (both names are exported). */
export type SegmentedTab<T extends string = string> = SegmentedTabItem<T>;
