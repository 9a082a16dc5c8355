import { forwardRef, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import styled, { css } from 'styled-components';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'text' | 'danger';
export type ButtonSize = 'large' | 'medium';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Default `primary`. */
  variant?: ButtonVariant;
  /** `large`: 56px tall, 18px text, full width by default. `medium`: 48px. Default `large`. */
  size?: ButtonSize;
  /** Defaults to true for `large`, false for `medium`. */
  fullWidth?: boolean;
  /** Shows a spinner, sets aria-busy and ignores clicks (one tap sends one request). */
  loading?: boolean;
}

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.white};
    &:active:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryPressed};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.primaryLight};
    color: ${({ theme }) => theme.colors.primaryDark};
    &:active:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryBorder};
    }
  `,
  outline: css`
    background: ${({ theme }) => theme.colors.white};
    color: ${({ theme }) => theme.colors.text};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.borderStrong};
    &:active:not(:disabled) {
      background: ${({ theme }) => theme.colors.gray100};
    }
  `,
  text: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.primaryDark};
    text-decoration: underline;
    text-underline-offset: 4px;
    &:active:not(:disabled) {
      background: ${({ theme }) => theme.colors.gray100};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.white};
  `,
};

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs}px;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  min-height: ${({ $size, theme }) => ($size === 'large' ? 56 : theme.layout.tapTargetMin) / 16}rem;
  padding: 0 ${({ $size, theme }) => ($size === 'large' ? theme.space.lg : theme.space.md)}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  font-size: ${({ $size, theme }) => ($size === 'large' ? theme.fontSizes.bodyLarge : theme.fontSizes.body) / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: center;
  /* Wraps at spaces rather than overflowing at a large text size. */
  white-space: normal;
  user-select: none;
  transition:
    background-color 0.15s ease,
    transform 0.1s ease;
  ${({ $variant }) => variants[$variant]}

  &:active:not(:disabled) {
    transform: scale(0.985);
  }

  &:disabled:not([aria-busy='true']) {
    background: ${({ $variant, theme }) => ($variant === 'text' ? 'transparent' : theme.colors.gray200)};
    color: ${({ theme }) => theme.colors.textDisabled};
    box-shadow: none;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`;

const Content = styled.span<{ $hidden: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: inherit;
  /* opacity, not visibility: the label stays the button's accessible name while loading. */
  opacity: ${({ $hidden }) => ($hidden ? 0 : 1)};
`;

const SpinnerSlot = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;

/** The app's button. Forwards ref and native props (type defaults to `button`). */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'large',
    fullWidth,
    loading = false,
    type = 'button',
    onClick,
    children,
    ...rest
  },
  ref,
) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth ?? size === 'large'}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      <Content $hidden={loading}>{children}</Content>
      {loading && (
        <SpinnerSlot>
          <Spinner size={size === 'large' ? 24 : 20} />
        </SpinnerSlot>
      )}
    </StyledButton>
  );
});
