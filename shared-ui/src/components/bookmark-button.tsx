import styled from 'styled-components';
import { IconBookmark } from '@dolbom/shared-ui/core';
import { Toast } from './toast';

export interface BookmarkButtonProps {
  saved: boolean;
  onToggle: () => void;
  /** Visible text and accessible name. Default 저장. The pressed state says whether it is saved. */
  label?: string;
  /** `compact`: a 48px square with the icon only (the label stays the accessible name). */
  compact?: boolean;
  disabled?: boolean;
  className?: string;
  /**
   * Why the last tap did not save (issue 30: 저장 failed silently offline), shown in a toast at the
   * bottom while set; the caller clears it after a while (useTimedValue).
   */
  failure?: string | null;
}

/** The 저장 toggle (aria-pressed); the icon fills when saved. */
export function BookmarkButton({
  saved,
  onToggle,
  label = '저장',
  compact = false,
  disabled,
  className,
  failure = null,
}: BookmarkButtonProps) {
  return (
    <>
      <Root
        type="button"
        aria-pressed={saved}
        aria-label={compact ? label : undefined}
        onClick={(e) => {
          // Cards are links; a tap on 저장 must not open the card.
          e.preventDefault();
          e.stopPropagation();
          onToggle();
        }}
        disabled={disabled}
        $saved={saved}
        $compact={compact}
        className={className}
      >
        <IconBookmark size={22} fill={saved ? 'currentColor' : 'none'} />
        {!compact && <span>{label}</span>}
      </Root>
      {failure !== null && <Toast role="alert" message={failure} />}
    </>
  );
}

const Root = styled.button<{ $saved: boolean; $compact: boolean }>`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  gap: 4px;
  min-width: ${({ theme }) => theme.layout.tapTargetMin}px;
  min-height: ${({ theme }) => theme.layout.tapTargetMin / 16}rem;
  padding: 0 ${({ $compact, theme }) => ($compact ? 0 : theme.space.sm)}px;
  border: 1px solid ${({ $saved, theme }) => ($saved ? theme.colors.primary : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ $saved, theme }) => ($saved ? theme.colors.primaryLight : theme.colors.white)};
  color: ${({ $saved, theme }) => ($saved ? theme.colors.primaryDark : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;
`;
