import { useState } from 'react';
import styled from 'styled-components';
import { Button, ExperienceFields, PageTitle } from '@dolbom/shared-ui';
import { experienceListSchema } from '@dolbom/shared-api/contracts';
import { SIGNUP_TEXT } from './messages';
import { signupStore, useSignup, type ExperienceDraft } from './signup-store';

type EntryErrors = Partial<Record<keyof ExperienceDraft, string>>;

/** Each entry's messages from the shared list schema (the server checks the same). */
function experienceErrors(list: ExperienceDraft[]): EntryErrors[] {
  const r = experienceListSchema.safeParse(list);
  const found: EntryErrors[] = [];
  if (r.success) return found;
  for (const issue of r.error.issues) {
    const [i, key] = issue.path as [number, keyof ExperienceDraft];
    found[i] = { [key]: issue.message, ...found[i] };
  }
  return found;
}

/**
 * Step 4 (요양보호사): up to 3 experiences, skippable with 나중에 등록하기. An entry she started must be
 * finished (an end date or 현재 근무 중): issue 30 found a current job silently dropped. After a refused
 * 다음 the messages follow the fields as she corrects them.
 */
export function StepExperience({ onNext }: { onNext: () => void }) {
  const list = useSignup((s) => s.draft.experience);
  const [tried, setTried] = useState(false);
  const setList = (experience: ExperienceDraft[]) => signupStore.getState().update({ experience });
  const errors = tried ? experienceErrors(list) : [];

  function next() {
    if (experienceErrors(list).length > 0) return setTried(true);
    setTried(false);
    onNext();
  }

  return (
    <>
      <PageTitle>{SIGNUP_TEXT.step4Title}</PageTitle>
      <Hint>{SIGNUP_TEXT.step4Hint}</Hint>
      <ExperienceFields entries={list} onChange={setList} errorOf={(i, key) => errors[i]?.[key]} />
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
