import { useId } from 'react';
import styled from 'styled-components';
import { IconChevronDown, VisuallyHidden } from '@dolbom/shared-ui/core';

export interface SelectOption<T extends string = string> {
  value: T;
  label: string;
}

export interface SelectFieldProps<T extends string = string> {
  /** The accessible name; shown above unless `hideLabel`. */
  label: string;
  hideLabel?: boolean;
  value: T;
  options: readonly SelectOption<T>[];
  onChange: (value: T) => void;
  className?: string;
}

/** A native dropdown (the phone's own picker) 48px tall, e.g. the home list's 거리 and 정렬. */
export function SelectField<T extends string = string>({
  label,
  hideLabel = false,
  value,
  options,
  onChange,
  className,
}: SelectFieldProps<T>) {
  const id = useId();
  return (
    <Wrap className={className}>
      {hideLabel ? (
        <VisuallyHidden as="label" htmlFor={id}>
          {label}
        </VisuallyHidden>
      ) : (
        <Label htmlFor={id}>{label}</Label>
      )}
      <Box>
        <Select id={id} value={value} onChange={(e) => onChange(e.target.value as T)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
        <Chevron aria-hidden="true">
          <IconChevronDown size={20} />
        </Chevron>
      </Box>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs}px;
  min-width: 0;
`;
const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
const Box = styled.div`
  position: relative;
`;
const Select = styled.select`
  width: 100%;
  min-height: ${({ theme }) => theme.layout.tapTargetMin / 16}rem;
  padding: 0 40px 0 ${({ theme }) => theme.space.sm}px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  appearance: none;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;
const Chevron = styled.span`
  position: absolute;
  top: 50%;
  right: ${({ theme }) => theme.space.sm}px;
  display: flex;
  transform: translateY(-50%);
  color: ${({ theme }) => theme.colors.textSecondary};
  pointer-events: none;
`;
