import styled from 'styled-components';
import { ExperienceFields, TextField } from '@dolbom/shared-ui';
import { MAX_RESUME_EXPERIENCES } from '@dolbom/shared-api/contracts';
import type { StepErrors } from '../lib/validate-step';
import { updateDraft, useResume } from '../resume-store';
import { Stack } from './steps-work';

/** Step 9: 이력서 제목, 자기소개, 경력 (최대 3개). */
export function StepIntroduction({ errors }: { errors: StepErrors }) {
  const d = useResume((s) => s.draft);
  const list = d.experience;
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
        <ExperienceFields
          entries={list}
          max={MAX_RESUME_EXPERIENCES}
          entryHeading="h4"
          onChange={(experience) => updateDraft({ experience })}
          errorOf={(i, key) => errors[`experience.${i}.${key}`]}
        />
        {errors.experience && <ErrorText role="alert">{errors.experience}</ErrorText>}
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
const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
`;
