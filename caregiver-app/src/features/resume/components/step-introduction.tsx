import styled from 'styled-components';
import { Button, TextField } from '@dolbom/shared-ui';
import { formatDate, MAX_RESUME_EXPERIENCES, type ExperienceEntry } from '@dolbom/shared-api/contracts';
import type { StepErrors } from '../lib/validate-step';
import { updateDraft, useResume } from '../resume-store';
import { Stack } from './steps-work';

const emptyEntry = (): ExperienceEntry => ({ startDate: '', endDate: '', work: '', center: '' });

/** Step 9: 이력서 제목, 자기소개, 경력 (최대 3개). */
export function StepIntroduction({ errors }: { errors: StepErrors }) {
  const d = useResume((s) => s.draft);
  const list = d.experience;
  const change = (i: number, patch: Partial<ExperienceEntry>) =>
    updateDraft({ experience: list.map((e, j) => (j === i ? { ...e, ...patch } : e)) });
  return (
    <Stack>
      <TextField
        label="이력서 제목"
        placeholder="예: 10년 경력, 식사·이동 모두 자신 있어요"
        maxLength={50}
        showCounter
        value={d.title}
        onChange={(e) => updateDraft({ title: e.target.value })}
        error={errors.title}
      />
      <TextField
        label="자기소개 (선택)"
        placeholder="10자 이상 50자 이내로 적어주세요"
        maxLength={50}
        showCounter
        value={d.introduction}
        onChange={(e) => updateDraft({ introduction: e.target.value })}
        error={errors.introduction}
      />
      <Group aria-label="경력">
        <h3>경력 (선택, 최대 {MAX_RESUME_EXPERIENCES}개)</h3>
        {list.map((e, i) => (
          <Entry key={i} aria-label={`경력 ${i + 1}`}>
            <EntryTitle>경력 {i + 1}</EntryTitle>
            <Dates>
              <TextField
                label="시작일"
                inputMode="numeric"
                placeholder="yyyy-mm-dd"
                maxLength={10}
                value={e.startDate}
                onChange={(ev) => change(i, { startDate: formatDate(ev.target.value) })}
                error={errors[`experience.${i}.startDate`]}
              />
              <TextField
                label="종료일"
                inputMode="numeric"
                placeholder="yyyy-mm-dd"
                maxLength={10}
                value={e.endDate}
                onChange={(ev) => change(i, { endDate: formatDate(ev.target.value) })}
                error={errors[`experience.${i}.endDate`]}
              />
            </Dates>
            <TextField
              label="하신 일"
              placeholder="예: 방문 요양"
              maxLength={30}
              value={e.work}
              onChange={(ev) => change(i, { work: ev.target.value })}
              error={errors[`experience.${i}.work`]}
            />
            <TextField
              label="근무한 곳"
              placeholder="예: 행복요양센터"
              maxLength={30}
              value={e.center}
              onChange={(ev) => change(i, { center: ev.target.value })}
              error={errors[`experience.${i}.center`]}
            />
            {list.length > 1 && (
              <Button
                variant="text"
                size="medium"
                onClick={() => updateDraft({ experience: list.filter((_, j) => j !== i) })}
              >
                이 경력 지우기
              </Button>
            )}
          </Entry>
        ))}
        {errors.experience && <ErrorText role="alert">{errors.experience}</ErrorText>}
        {list.length < MAX_RESUME_EXPERIENCES && (
          <Button variant="outline" onClick={() => updateDraft({ experience: [...list, emptyEntry()] })}>
            경력 추가하기
          </Button>
        )}
      </Group>
    </Stack>
  );
}

const Group = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  }
`;
const Entry = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg}px;
`;
const EntryTitle = styled.h4`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
`;
const Dates = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs}px;
  & input {
    min-width: 0;
    width: 100%;
  }
`;
const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
`;
