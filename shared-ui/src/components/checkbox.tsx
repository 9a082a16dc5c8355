import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { IconCheck } from '../icons';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> {
  /** Text beside the 28px box; the whole row is clickable. */
  label?: ReactNode;
  /** Optional secondary line under the label. */
  description?: ReactNode;
}

const Root = styled.label<{ $disabled: boolean }>`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm}px;
  min-height: ${({ theme }) => theme.layout.tapTargetMin / 16}rem;
  padding: 10px 0;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.5 : 1)};
  user-select: none;
`;

/* The native input stays in the tree (and in the tab order) for keyboards and screen readers. */
const NativeInput = styled.input`
  position: absolute;
  top: 10px;
  left: 0;
  width: 28px;
  height: 28px;
  margin: 0;
  opacity: 0;
  cursor: inherit;
`;

const Box = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  flex-shrink: 0;
  border: 2px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: ${({ theme }) => theme.colors.white};
  color: transparent;
  transition:
    background-color 0.15s ease,
    border-color 0.15s ease;

  input:checked + & {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.white};
  }

  input:focus-visible + & {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding-top: 1px;
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.text};
`;

const Description = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

/** Big checkbox with label. Forwards ref and native props (checked/onChange or register()). */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, description, className, id, disabled, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? `cb-${autoId}`;
  const descriptionId = description ? `${inputId}-description` : undefined;
  return (
    <Root className={className} htmlFor={inputId} $disabled={Boolean(disabled)}>
      <NativeInput
        ref={ref}
        id={inputId}
        type="checkbox"
        disabled={disabled}
        aria-describedby={descriptionId}
        {...rest}
      />
      <Box aria-hidden="true">
        <IconCheck size={20} strokeWidth={3} />
      </Box>
      {(label || description) && (
        <Text>
          {label}
          {description && <Description id={descriptionId}>{description}</Description>}
        </Text>
      )}
    </Root>
  );
});
