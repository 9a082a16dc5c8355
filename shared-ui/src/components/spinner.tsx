import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './visually-hidden';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Ring = styled.span<{ $size: number; $thickness: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: ${({ $thickness }) => $thickness}px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  opacity: 0.9;
  animation: ${spin} 0.75s linear infinite;
  flex-shrink: 0;
`;

export interface SpinnerProps {
  /** Diameter in px. Default 24. */
  size?: number;
  /**
   * Text for screen readers. When given, the spinner is a `role="status"` live region;
   * when omitted it is decorative (e.g. inside a button that already has aria-busy).
   */
  label?: string;
  className?: string;
}

/** Rotating ring in currentColor. */
export function Spinner({ size = 24, label, className }: SpinnerProps) {
  const ring = <Ring $size={size} $thickness={Math.max(2, Math.round(size / 9))} aria-hidden="true" />;
  if (label === undefined) return <span className={className}>{ring}</span>;
  return (
    <span role="status" className={className}>
      {ring}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
