import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Fieldset, Legend } from './fieldset';
import { IconCheck, fontSizes } from '@dolbom/shared-ui/core';

export interface ChipOption<T extends string | number> {
  value: T;
  label: string;
}

interface BaseProps<T extends string | number> {
  /** The group's visible name (a legend). */
  label: ReactNode;
  /** Small grey text after the label, e.g. (선택). */
  hint?: ReactNode;
  options: readonly ChipOption<T>[];
  error?: ReactNode;
  /** Chips per row at most; fewer when the longest label would not fit (small phone, large text). */
  columns?: number;
  className?: string;
}

export interface SingleChipGroupProps<T extends string | number> extends BaseProps<T> {
  multiple?: false;
  value: T | null | undefined;
  onChange: (value: T) => void;
}

export interface MultiChipGroupProps<T extends string | number> extends BaseProps<T> {
  multiple: true;
  value: readonly T[];
  onChange: (value: T[]) => void;
}

export type ChipGroupProps<T extends string | number> = SingleChipGroupProps<T> | MultiChipGroupProps<T>;

/**
 * Big tappable choices: one of them (radios) or any of them (toggle buttons). Each chip is at least
 * 48px tall and shows a check when chosen, so the state never depends on colour alone.
 */
export function ChipGroup<T extends string | number>(props: ChipGroupProps<T>) {
  const { label, hint, options, error, columns, className } = props;
  const isOn = (v: T) => (props.multiple ? props.value.includes(v) : props.value === v);
  function toggle(v: T) {
    if (props.multiple) {
      const next = props.value.includes(v) ? props.value.filter((x) => x !== v) : [...props.value, v];
      props.onChange(next);
    } else {
      props.onChange(v);
    }
  }
  return (
    <Fieldset className={className}>
      <Legend>
        {label}
        {hint && <Hint> {hint}</Hint>}
      </Legend>
      <Chips
        role={props.multiple ? 'group' : 'radiogroup'}
        $columns={columns}
        $minRem={chipMinRem(options.map((o) => o.label))}
      >
        {options.map((o) => {
          const on = isOn(o.value);
          return (
            <Chip
              key={String(o.value)}
              type="button"
              role={props.multiple ? undefined : 'radio'}
              aria-checked={props.multiple ? undefined : on}
              aria-pressed={props.multiple ? on : undefined}
              $on={on}
              onClick={() => toggle(o.value)}
            >
              {on && <IconCheck size={18} strokeWidth={3} aria-hidden="true" />}
              {o.label}
            </Chip>
          );
        })}
      </Chips>
      {error && <Error role="alert">{error}</Error>}
    </Fieldset>
  );
}

/**
 * The narrowest a chip can be, in rem so it follows 글자 크기: its longest label (a Hangul syllable about
 * 1em, digits and signs about half) at body size, plus the check, the gap, the padding and the border.
 */
function chipMinRem(labels: string[]): number {
  const ems = (label: string) =>
    Array.from(label).reduce((sum, ch) => sum + (/[\u3131-\uD7A3]/.test(ch) ? 1 : 0.5), 0);
  const widest = Math.max(0, ...labels.map(ems));
  return widest * (fontSizes.body / 16) + (18 + 4 + 2 * 12 + 2) / 16;
}

const Hint = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.textSecondary};
`;
// At most $columns equal columns; fewer when a column would be narrower than the widest chip, so the
// chips wrap instead of running off a 320px phone at 아주 크게.
const Chips = styled.div<{ $columns?: number | undefined; $minRem: number }>`
  display: ${({ $columns }) => ($columns ? 'grid' : 'flex')};
  flex-wrap: wrap;
  grid-template-columns: ${({ $columns, $minRem, theme }) =>
    $columns
      ? `repeat(auto-fill, minmax(min(100%, max(${$minRem.toFixed(2)}rem, calc((100% - ${$columns - 1} * ${theme.space.xs}px) / ${$columns}))), 1fr))`
      : 'none'};
  gap: ${({ theme }) => theme.space.xs}px;
`;
const Chip = styled.button<{ $on: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xxs}px;
  min-height: ${({ theme }) => theme.layout.tapTargetMin / 16}rem;
  min-width: 0;
  padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.sm}px`};
  border-radius: ${({ theme }) => theme.radii.md}px;
  border: 1px solid ${({ $on, theme }) => ($on ? theme.colors.primary : theme.colors.borderStrong)};
  background: ${({ $on, theme }) => ($on ? theme.colors.primaryLight : theme.colors.white)};
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  font-weight: ${({ $on, theme }) => ($on ? theme.fontWeights.bold : theme.fontWeights.medium)};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ $on, theme }) => ($on ? theme.colors.primaryDark : theme.colors.text)};
  text-align: center;
  word-break: keep-all;
`;
const Error = styled.p`
  margin-top: ${({ theme }) => theme.space.xs}px;
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
  color: ${({ theme }) => theme.colors.danger};
`;
