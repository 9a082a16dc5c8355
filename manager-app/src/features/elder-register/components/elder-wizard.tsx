import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError, UNKNOWN_ERROR_MESSAGE } from '@dolbom/shared-api';
import { useUrlStep } from '@dolbom/shared-ui';
import { WizardFrame } from '../../../components/wizard-frame';
import { useSelectedElderStore } from '../../../stores/selected-elder';
import { useCreateElder } from '../api/create-elder';
import { ELDER_TEXT as T } from '../messages';
import { ELDER_STEP_COUNT, useElderWizard, type ElderStep } from '../store';
import { firstInvalidStep, parseElder, stepErrors } from '../validate';
import { StepBasics } from './step-basics';
import { StepContact } from './step-contact';
import { StepNeeds } from './step-needs';
import { StepSchedule } from './step-schedule';
import { StepWork } from './step-work';

/**
 * The five steps of a new elder (spec §4: 1–5, floor 1). 다음 checks the step with its shared schema;
 * step 5 sends once and goes to /complete2. A registered elder is edited one section at a time instead
 * (elder-section-page.tsx, issue 30).
 */
export function ElderWizard() {
  const navigate = useNavigate();
  const { step: savedStep, draft, requestKey, update, setStep, reset } = useElderWizard();
  // The step is in the URL: the phone's back button goes back one step (issue 15).
  const url = useUrlStep({ min: 1, max: ELDER_STEP_COUNT, resumeAt: savedStep });
  const step = url.step as ElderStep;
  useEffect(() => setStep(step), [step, setStep]);
  const select = useSelectedElderStore((s) => s.select);
  const createElder = useCreateElder();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);

  const patch = (p: Parameters<typeof update>[0]) => {
    update(p);
    // A changed field's message goes away as soon as it is touched.
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(p))
        for (const k of Object.keys(next)) if (k === key || k.startsWith(`${key}.`)) delete next[k];
      return next;
    });
  };

  const go = (to: ElderStep) => {
    setErrors({});
    setServerError(null);
    url.go(to);
  };

  function leave() {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate('/elder-admin', { replace: true });
  }

  async function submit() {
    if (sendingRef.current) return;
    const invalid = firstInvalidStep(draft);
    if (invalid !== null) {
      if (invalid !== step) url.go(invalid);
      setErrors(stepErrors(invalid, draft));
      return;
    }
    const parsed = parseElder(draft);
    if (!parsed.success) return;
    sendingRef.current = true;
    setSending(true);
    setServerError(null);
    try {
      const created = await createElder(parsed.data, requestKey);
      select(created.elderId);
      reset();
      navigate(`/complete2?name=${encodeURIComponent(created.name)}`, { replace: true });
    } catch (e) {
      console.error(e);
      if (isApiError(e) && e.fields) setErrors(e.fields);
      setServerError(isApiError(e) ? e.message : UNKNOWN_ERROR_MESSAGE);
      sendingRef.current = false;
      setSending(false);
    }
  }

  function next() {
    const found = stepErrors(step, draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (step === 5) void submit();
    else go((step + 1) as ElderStep);
  }

  const props = { draft, update: patch, errors };
  return (
    <WizardFrame
      title={T.title}
      step={step}
      total={5}
      stepTitle={T.steps[step - 1]!}
      onBack={() => (step > 1 ? go((step - 1) as ElderStep) : leave())}
      onPrev={step > 1 ? () => go((step - 1) as ElderStep) : undefined}
      primaryLabel={step < 5 ? T.next : T.submit}
      onPrimary={next}
      primaryLoading={sending}
      error={serverError}
    >
      {step === 1 && <StepBasics {...props} />}
      {step === 2 && <StepSchedule {...props} />}
      {step === 3 && <StepNeeds {...props} />}
      {step === 4 && <StepWork {...props} />}
      {step === 5 && <StepContact {...props} />}
    </WizardFrame>
  );
}
