import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  ChipGroup,
  ErrorState,
  Header,
  PageBody,
  SkeletonList,
  TextField,
  toastState,
  useUrlStep,
} from '@dolbom/shared-ui';
import { isApiError, UNKNOWN_ERROR_MESSAGE } from '@dolbom/shared-api';
import {
  CARE_MESSAGE_MAX,
  MEMBERSHIP_PROOF_MESSAGES,
  WORK_TYPES,
  formatPhone,
  type WorkType,
} from '@dolbom/shared-api/contracts';
import { contactsHeld, useMembership } from '../../../api/get-membership';
import { NoElder } from '../../../components/no-elder';
import { WageFields } from '../../../components/wage-field';
import { WizardFrame } from '../../../components/wizard-frame';
import { useSelectedElder } from '../../../hooks/use-selected-elder';
import { useCreateContact } from '../api/create-contact';
import { useElderDefaults } from '../api/get-elder-defaults';
import { useCaregiver } from '../../../api/get-caregiver';
import { ContactSubject } from '../components/contact-subject';
import { ContactSummary } from '../components/contact-summary';
import { DesiredWage } from '../components/desired-wage';
import { CONTACT_STEPS, emptyContactDraft, useContactWizard, type ContactStep } from '../store';
import { contactStepErrors, firstIncompleteStep } from '../validate';

const T = {
  title: '연락하기',
  steps: [
    '어떤 일을 부탁드릴까요?',
    '급여를 알려주세요',
    '연락받을 번호를\n알려주세요',
    '요양보호사에게\n전할 말을 적어주세요',
    '보낼 내용을\n확인해주세요',
  ],
  first: '다음으로 넘어가기',
  next: '다음',
  prev: '이전',
  done: '완료하기',
  sent: '연락을 보냈어요',
  /** Issue 29: a member who is not verified yet; the caregiver gets it once the center is verified. */
  held: `연락을 보냈어요. ${MEMBERSHIP_PROOF_MESSAGES.held}`,
  workType: '근무 형태',
  phone: '휴대전화 번호',
  phoneHelper: '요양보호사가 수락하면 이 번호가 전해져요.',
  message: '전할 말 (선택)',
  messagePlaceholder: '200자 이내로 적어주세요',
} as const;

/**
 * /contact/:caregiverId 연락하기: the spec's four steps, then 보낼 내용 확인 (issue 30), each naming the elder
 * and the caregiver; 완료하기 sends once and goes to /.
 */
export function ContactPage() {
  const navigate = useNavigate();
  const caregiverId = Number(useParams().caregiverId);
  const { elder, elders, error: eldersError, retry } = useSelectedElder();
  const target = elder ? `${elder.elderId}:${caregiverId}` : null;
  const state = useContactWizard();
  const current = target !== null && state.target === target;
  const defaults = useElderDefaults(current ? null : (elder?.elderId ?? null));

  useEffect(() => {
    if (current || !target || !defaults.data) return;
    const e = defaults.data;
    state.start(target, {
      ...emptyContactDraft(),
      workType: e.workRequirement,
      wageType: e.wageType,
      wage: e.wage,
      phone: e.phone,
    });
  }, [current, target, defaults.data, state]);

  if (!current || !elder) {
    return (
      <>
        <Header title={T.title} onBack={() => navigate(-1)} />
        <PageBody>
          {elders && !elder ? (
            <NoElder />
          ) : eldersError || defaults.error ? (
            <ErrorState onRetry={() => (eldersError ? retry() : defaults.mutate())} />
          ) : (
            <SkeletonList count={2} />
          )}
        </PageBody>
      </>
    );
  }
  return <ContactWizard elderId={elder.elderId} elderName={elder.elderName} caregiverId={caregiverId} />;
}

function ContactWizard({
  elderId,
  elderName,
  caregiverId,
}: {
  elderId: number;
  elderName: string;
  caregiverId: number;
}) {
  const navigate = useNavigate();
  const { draft, requestKey, update, setStep, reset } = useContactWizard();
  // Her name and 희망 시급 (the same answer the caregiver's detail read, usually cached).
  const caregiver = useCaregiver(caregiverId, elderId).data;
  // The step is in the URL: the phone's back button goes back one step and a reload keeps it (issue 15).
  // Opened afresh (연락하기) it starts at step 1 with the draft kept. It does not resume the saved step:
  // right after 완료하기 the page re-renders once on the old URL and would save step 5 for the next run.
  const url = useUrlStep({ min: 1, max: CONTACT_STEPS });
  const step = url.step as ContactStep;
  useEffect(() => setStep(step), [step, setStep]);
  const createContact = useCreateContact();
  const held = contactsHeld(useMembership().data);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);

  const patch = (p: Parameters<typeof update>[0]) => {
    update(p);
    setErrors({});
    setServerError(null);
  };
  const go = (to: ContactStep) => {
    setErrors({});
    setServerError(null);
    url.go(to);
  };

  async function send() {
    if (sendingRef.current) return;
    sendingRef.current = true;
    setSending(true);
    setServerError(null);
    try {
      await createContact(
        {
          caregiverId,
          elderId,
          workType: draft.workType as WorkType,
          wageType: draft.wageType,
          wage: draft.wage,
          phone: draft.phone,
          message: draft.message,
        },
        requestKey,
      );
      reset();
      navigate('/', { replace: true, state: toastState(held ? T.held : T.sent) });
    } catch (e) {
      console.error(e);
      setServerError(isApiError(e) ? e.message : UNKNOWN_ERROR_MESSAGE);
      sendingRef.current = false;
      setSending(false);
    }
  }

  function next() {
    if (step === CONTACT_STEPS) {
      // Reopened on the summary (a reload) with a step left wrong: that step, with its message.
      const open = firstIncompleteStep(draft);
      if (open) {
        go(open);
        setErrors(contactStepErrors(open, draft));
        return;
      }
      void send();
      return;
    }
    const found = contactStepErrors(step, draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    go((step + 1) as ContactStep);
  }

  return (
    <WizardFrame
      title={T.title}
      step={step}
      total={CONTACT_STEPS}
      stepTitle={T.steps[step - 1]!}
      onBack={() => (step > 1 ? go((step - 1) as ContactStep) : navigate(-1))}
      onPrev={step > 1 ? () => go((step - 1) as ContactStep) : undefined}
      primaryLabel={step === 1 ? T.first : step === CONTACT_STEPS ? T.done : T.next}
      onPrimary={next}
      primaryLoading={sending}
      error={serverError}
    >
      <ContactSubject elderName={elderName} caregiverName={caregiver?.name} />
      {step === 1 && (
        <ChipGroup<WorkType>
          label={T.workType}
          options={WORK_TYPES.map((w) => ({ value: w, label: w }))}
          columns={2}
          value={draft.workType || null}
          error={errors.workType}
          onChange={(workType) => patch({ workType })}
        />
      )}
      {step === 2 && (
        <>
          <DesiredWage
            caregiverName={caregiver?.name}
            desired={caregiver?.wage}
            negotiable={caregiver?.negotiable}
            wageType={draft.wageType}
            wage={draft.wage}
          />
          <WageFields wageType={draft.wageType} wage={draft.wage} errors={errors} onChange={patch} />
        </>
      )}
      {step === 3 && (
        <TextField
          label={T.phone}
          placeholder="010-0000-0000"
          inputMode="tel"
          autoComplete="tel"
          maxLength={13}
          value={draft.phone}
          helper={T.phoneHelper}
          error={errors.phone}
          onChange={(e) => patch({ phone: formatPhone(e.target.value) })}
        />
      )}
      {step === 4 && (
        <TextField
          label={T.message}
          placeholder={T.messagePlaceholder}
          maxLength={CARE_MESSAGE_MAX}
          showCounter
          value={draft.message}
          error={errors.message}
          onChange={(e) => patch({ message: e.target.value })}
        />
      )}
      {step === CONTACT_STEPS && (
        <ContactSummary
          draft={draft}
          elderName={elderName}
          caregiverName={caregiver?.name}
          onEdit={(to) => go(to)}
        />
      )}
    </WizardFrame>
  );
}
