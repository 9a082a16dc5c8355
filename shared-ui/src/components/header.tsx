import type { ReactNode } from 'react';
import styled from 'styled-components';
import { IconBack, messages } from '@dolbom/shared-ui/core';

export interface HeaderProps {
  /** Centered page title, rendered as the page's h1. */
  title?: ReactNode;
  /** Shows the back button (aria-label 뒤로 가기) when given. */
  onBack?: () => void;
  /** Replaces the back button on the left (e.g. a home header's address). */
  left?: ReactNode;
  /** Right slot, e.g. icon buttons. */
  right?: ReactNode;
  /** Sticks to the top while the page scrolls. Default true. */
  sticky?: boolean;
  /**
   * The page's banner landmark. Default true; false inside a dialog, where a second banner would
   * repeat the page's own (landmark-no-duplicate-banner).
   */
  banner?: boolean;
  className?: string;
}

const Bar = styled.header<{ $sticky: boolean }>`
  position: ${({ $sticky }) => ($sticky ? 'sticky' : 'relative')};
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  display: grid;
  grid-template-columns: minmax(48px, 1fr) auto minmax(48px, 1fr);
  align-items: center;
  min-height: ${({ theme }) => theme.layout.headerHeight / 16}rem;
  padding: 0 ${({ theme }) => theme.space.xxs}px;
  background: ${({ theme }) => theme.colors.white};
`;

const Side = styled.div<{ $align: 'start' | 'end' }>`
  display: flex;
  align-items: center;
  justify-content: ${({ $align }) => ($align === 'start' ? 'flex-start' : 'flex-end')};
  min-width: 0;
`;

// A long title wraps (글자 크기 아주 크게 on a small phone) rather than being cut off.
const Title = styled.h1`
  max-width: 100%;
  font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
  overflow-wrap: anywhere;
`;

/** Square 48px button for an icon; give it an aria-label. */
export const IconButton = styled.button.attrs((props) => ({ type: props.type ?? 'button' }))`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.layout.tapTargetMin}px;
  height: ${({ theme }) => theme.layout.tapTargetMin}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  color: ${({ theme }) => theme.colors.text};

  &:active {
    background: ${({ theme }) => theme.colors.gray100};
  }
`;

/** 56px top bar: back button, centered title, right slot. */
export function Header({ title, onBack, left, right, sticky = true, banner = true, className }: HeaderProps) {
  return (
    <Bar as={banner ? 'header' : 'div'} $sticky={sticky} className={className}>
      <Side $align="start">
        {left ??
          (onBack && (
            <IconButton aria-label={messages.back} onClick={onBack}>
              <IconBack size={26} />
            </IconButton>
          ))}
      </Side>
      {title ? <Title>{title}</Title> : <span />}
      <Side $align="end">{right}</Side>
    </Bar>
  );
}
