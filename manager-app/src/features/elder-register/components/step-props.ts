import type { ElderDraft } from '../store';

export interface StepProps {
  draft: ElderDraft;
  update: (patch: Partial<ElderDraft>) => void;
  errors: Record<string, string>;
}
