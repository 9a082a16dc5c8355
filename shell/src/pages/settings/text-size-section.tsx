import { useState } from 'react';
import styled from 'styled-components';
import { readTextSize, saveTextSize, TEXT_SIZES, type TextSize } from '../../text-size';
import { SETTINGS_TEXT as T } from './messages';

/** 글자 크기: three choices as radio buttons; a choice applies at once and is kept on this device. */
export function TextSizeSection() {
  const [size, setSize] = useState<TextSize>(readTextSize);
  const choose = (next: TextSize) => {
    setSize(next);
    saveTextSize(next);
  };
  return (
    <Section aria-labelledby="settings-text-size">
      <SectionTitle id="settings-text-size">{T.textSize}</SectionTitle>
      <Hint id="settings-text-size-hint">{T.textSizeHint}</Hint>
      <Options
        role="radiogroup"
        aria-labelledby="settings-text-size"
        aria-describedby="settings-text-size-hint"
      >
        {TEXT_SIZES.map((s) => (
          <Option key={s.value} $checked={size === s.value}>
            <input
              type="radio"
              name="text-size"
              value={s.value}
              checked={size === s.value}
              onChange={() => choose(s.value)}
            />
            <span style={{ fontSize: `${s.percent / 100}em` }}>{s.label}</span>
          </Option>
        ))}
      </Options>
    </Section>
  );
}

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
`;

export const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.title / 16}rem;
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs}px;
`;

const Option = styled.label<{ $checked: boolean }>`
  flex: 1 1 6em;
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 3rem;
  padding: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.sm}px;
  border: 2px solid ${({ $checked, theme }) => ($checked ? theme.colors.primary : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ $checked, theme }) => ($checked ? theme.colors.primaryLight : theme.colors.white)};
  color: ${({ $checked, theme }) => ($checked ? theme.colors.primaryDark : theme.colors.text)};
  font-weight: ${({ $checked, theme }) => ($checked ? theme.fontWeights.bold : theme.fontWeights.medium)};
  text-align: center;
  cursor: pointer;

  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
