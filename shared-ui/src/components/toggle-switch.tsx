import styled from 'styled-components';

export interface ToggleSwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Accessible name; also the visible text unless `children` is given. */
  label: string;
  /** Visible text beside the switch (e.g. the current state 구인 공개 / 구인 비공개). */
  children?: React.ReactNode;
  disabled?: boolean;
  className?: string;
}

/** An on/off switch (role="switch") with a 48px tap area. */
export function ToggleSwitch({ checked, onChange, label, children, disabled, className }: ToggleSwitchProps) {
  return (
    <Root
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className={className}
    >
      <Text aria-hidden="true">{children ?? label}</Text>
      <Track $on={checked} aria-hidden="true">
        <Thumb $on={checked} />
      </Track>
    </Root>
  );
}

const Root = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  min-height: ${({ theme }) => theme.layout.tapTargetMin / 16}rem;
  padding: 0 ${({ theme }) => theme.space.xxs}px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;
const Text = styled.span``;
const Track = styled.span<{ $on: boolean }>`
  position: relative;
  width: 52px;
  height: 30px;
  border-radius: 15px;
  background: ${({ $on, theme }) => ($on ? theme.colors.primary : theme.colors.gray400)};
  transition: background-color 0.15s ease;
`;
const Thumb = styled.span<{ $on: boolean }>`
  position: absolute;
  top: 3px;
  left: ${({ $on }) => ($on ? 25 : 3)}px;
  width: 24px;
  height: 24px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.white};
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.25);
  transition: left 0.15s ease;
`;
