import styled from 'styled-components';
import { Button, Checkbox, TextField } from '@dolbom/shared-ui/core';

/** One work experience as the form holds it (spec §3 plus `current`: 현재 근무 중, no end date). */
export interface ExperienceValue {
  startDate: string;
  endDate: string;
  work: string;
  center: string;
  current: boolean;
}

export interface ExperienceFieldsProps {
  entries: ExperienceValue[];
  onChange: (entries: ExperienceValue[]) => void;
  /** The message under one field of one entry, if any. */
  errorOf: (index: number, key: keyof ExperienceValue) => string | undefined;
  /** Most entries (the spec's 3). */
  max?: number;
  /** Heading level of each entry's title (h3 under a page title, h4 under a section). */
  entryHeading?: 'h3' | 'h4';
}

export const emptyExperienceValue = (): ExperienceValue => ({
  startDate: '',
  endDate: '',
  work: '',
  center: '',
  current: false,
});

/** Digits → `yyyy-mm-dd` while typing (at most 8 digits), as the contracts' formatDate. */
function dateMask(input: string): string {
  const d = input.replace(/\D/g, '').slice(0, 8);
  if (d.length <= 4) return d;
  return d.length <= 6 ? `${d.slice(0, 4)}-${d.slice(4)}` : `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6)}`;
}

/**
 * 경력 at sign-up step 4 and resume step 9: up to `max` entries of 시작일, 종료일 or `현재 근무 중`
 * (issue 30: a current job had nowhere to go and was dropped), 하신 일 and 근무한 곳.
 */
export function ExperienceFields({
  entries,
  onChange,
  errorOf,
  max = 3,
  entryHeading = 'h3',
}: ExperienceFieldsProps) {
  const change = (i: number, patch: Partial<ExperienceValue>) =>
    onChange(entries.map((e, j) => (j === i ? { ...e, ...patch } : e)));
  return (
    <>
      {entries.map((e, i) => (
        <Entry key={i} aria-label={`경력 ${i + 1}`}>
          <EntryTitle as={entryHeading}>경력 {i + 1}</EntryTitle>
          <Dates>
            <TextField
              label="시작일"
              inputMode="numeric"
              placeholder="yyyy-mm-dd"
              maxLength={10}
              value={e.startDate}
              onChange={(ev) => change(i, { startDate: dateMask(ev.target.value) })}
              error={errorOf(i, 'startDate')}
            />
            <TextField
              label="종료일"
              inputMode="numeric"
              placeholder={e.current === true ? '근무 중' : 'yyyy-mm-dd'}
              maxLength={10}
              value={e.endDate}
              disabled={e.current === true}
              onChange={(ev) => change(i, { endDate: dateMask(ev.target.value) })}
              error={errorOf(i, 'endDate')}
            />
          </Dates>
          <Checkbox
            label="현재 근무 중"
            checked={e.current === true}
            // Checking it clears the end date: a current job has none (nothing else is lost).
            onChange={(ev) => change(i, { current: ev.target.checked, endDate: '' })}
          />
          <TextField
            label="하신 일"
            placeholder="예: 방문 요양"
            maxLength={30}
            value={e.work}
            onChange={(ev) => change(i, { work: ev.target.value })}
            error={errorOf(i, 'work')}
          />
          <TextField
            label="근무한 곳"
            placeholder="예: 행복요양센터"
            maxLength={30}
            value={e.center}
            onChange={(ev) => change(i, { center: ev.target.value })}
            error={errorOf(i, 'center')}
          />
          {entries.length > 1 && (
            <Button variant="text" size="medium" onClick={() => onChange(entries.filter((_, j) => j !== i))}>
              이 경력 지우기
            </Button>
          )}
        </Entry>
      ))}
      {entries.length < max && (
        <Button variant="outline" onClick={() => onChange([...entries, emptyExperienceValue()])}>
          경력 추가하기
        </Button>
      )}
    </>
  );
}

const Entry = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg}px;
`;
const EntryTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
`;
const Dates = styled.div`
  display: grid;
  /* minmax(0, …): the inputs' intrinsic width must not push the page sideways on a 320px phone;
     stacked when two dates do not fit side by side (아주 크게). */
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr));
  gap: ${({ theme }) => theme.space.xs}px;
  & input {
    min-width: 0;
    width: 100%;
  }
`;
