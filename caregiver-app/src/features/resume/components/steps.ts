import type { ComponentType } from 'react';
import type { StepErrors, StepKey } from '../lib/validate-step';
import { StepCapabilities, StepElderRank, StepPreferences } from './steps-care';
import { StepIntroduction } from './step-introduction';
import { StepWage } from './step-wage';
import { StepJobPosition, StepQualification, StepSchedule, StepWorkPlace } from './steps-work';

export interface StepDef {
  key: StepKey;
  title: string;
  Component: ComponentType<{ errors: StepErrors }>;
}

/** The nine steps in order, one per shared step schema (resumeStepSchemas). */
export const RESUME_STEPS: readonly StepDef[] = [
  { key: 'jobPosition', title: '어떤 일을 하고 싶으세요?', Component: StepJobPosition },
  { key: 'qualification', title: '자격과 교육을 알려주세요', Component: StepQualification },
  { key: 'workPlace', title: '일할 수 있는 거리를 골라주세요', Component: StepWorkPlace },
  { key: 'schedule', title: '일할 수 있는 요일과 시간을 골라주세요', Component: StepSchedule },
  { key: 'wage', title: '희망 시급을 알려주세요', Component: StepWage },
  { key: 'elderRank', title: '돌볼 수 있는 어르신 등급을 골라주세요', Component: StepElderRank },
  { key: 'capabilities', title: '도와드릴 수 있는 일을 골라주세요', Component: StepCapabilities },
  { key: 'preferences', title: '원하시는 조건을 알려주세요', Component: StepPreferences },
  { key: 'introduction', title: '마지막으로 나를 소개해 주세요', Component: StepIntroduction },
];
