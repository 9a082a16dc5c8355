import { useState } from 'react';
import styled from 'styled-components';
import { Button, PageTitle, TextField } from '@dolbom/shared-ui';
import { experienceListSchema, formatDate, normalizeExperience } from '@dolbom/shared-api/contracts';
import { SIGNUP_TEXT } from './messages';
import { emptyExperience, signupStore, useSignup, type ExperienceDraft } from './signup-store';

const MAX = 3;
type EntryErrors = Partial<Record<keyof ExperienceDraft, string>>;

/** Step 4 (요양보호사): up to 3 experiences, skippable with 나중에 등록하기. */
export function StepExperience({ onNext }: { onNext: () => void }) {
  const list = useSignup((s) => s.draft.experience);
  const [errors, setErrors] = useState<EntryErrors[]>([]);
  const setList = (experience: ExperienceDraft[]) => signupStore.getState().update({ experience });
  const change = (i: number, patch: Partial<ExperienceDraft>) =>
    setList(list.map((e, j) => (j === i ? { ...e, ...patch } : e)));

  function next() {
    const r = experienceListSchema.safeParse(list);
    if (!r.success) {
      const next: EntryErrors[] = [];
      for (const issue of r.error.issues) {
        const [i, key] = issue.path as [number, keyof ExperienceDraft];
        next[i] = { ...next[i], [key]: issue.message };
      }
      return setErrors(next);
    }
    // Spec §5: incomplete entries are dropped; if none remain, one empty entry stays.
    setList(normalizeExperience(list));
    setErrors([]);
    onNext();
  }

  return (
    <>
      <PageTitle>{SIGNUP_TEXT.step4Title}</PageTitle>
      <Hint>{SIGNUP_TEXT.step4Hint}</Hint>
      {list.map((e, i) => (
        <Entry key={i} aria-label={SIGNUP_TEXT.experience(i + 1)}>
          <EntryTitle>{SIGNUP_TEXT.experience(i + 1)}</EntryTitle>
          <Dates>
            <TextField
              label={SIGNUP_TEXT.startDate}
              inputMode="numeric"
              placeholder={SIGNUP_TEXT.datePlaceholder}
              maxLength={10}
              value={e.startDate}
              onChange={(ev) => change(i, { startDate: formatDate(ev.target.value) })}
              error={errors[i]?.startDate}
            />
            <TextField
              label={SIGNUP_TEXT.endDate}
              inputMode="numeric"
              placeholder={SIGNUP_TEXT.datePlaceholder}
              maxLength={10}
              value={e.endDate}
              onChange={(ev) => change(i, { endDate: formatDate(ev.target.value) })}
              error={errors[i]?.endDate}
            />
          </Dates>
          <TextField
            label={SIGNUP_TEXT.work}
            placeholder={SIGNUP_TEXT.workPlaceholder}
            maxLength={30}
            value={e.work}
            onChange={(ev) => change(i, { work: ev.target.value })}
            error={errors[i]?.work}
          />
          <TextField
            label={SIGNUP_TEXT.expCenter}
            placeholder={SIGNUP_TEXT.expCenterPlaceholder}
            maxLength={30}
            value={e.center}
            onChange={(ev) => change(i, { center: ev.target.value })}
            error={errors[i]?.center}
          />
          {list.length > 1 && (
            <Button variant="text" onClick={() => setList(list.filter((_, j) => j !== i))}>
              {SIGNUP_TEXT.removeExperience}
            </Button>
          )}
        </Entry>
      ))}
      {list.length < MAX && (
        <Button variant="outline" onClick={() => setList([...list, emptyExperience()])}>
          {SIGNUP_TEXT.addExperience}
        </Button>
      )}
      <Button onClick={next}>{SIGNUP_TEXT.next}</Button>
      <Button variant="text" onClick={onNext}>
        {SIGNUP_TEXT.later}
      </Button>
    </>
  );
}

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textSecondary};
`;
const Entry = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg}px;
`;
const EntryTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
`;
const Dates = styled.div`
  display: grid;
  /* minmax(0, …): the inputs' intrinsic width must not push the page sideways on a 320px phone. */
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  & input {
    min-width: 0;
    width: 100%;
  }
  gap: ${({ theme }) => theme.space.xs}px;
`;
