import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Header, PageBody } from '@dolbom/shared-ui';
import { idSchema, passwordSchema } from '@dolbom/shared-api/contracts';
import { SIGNUP_TEXT } from './messages';
import { signupStore, useSignup, type SignupStep } from './signup-store';
import { StepAccount } from './step-account';
import { StepCaregiver } from './step-caregiver';
import { StepExperience } from './step-experience';
import { StepIntro } from './step-intro';
import { StepManager } from './step-manager';
import { backStep, nextStep, parseStep } from './steps';

/** Steps after 1 need a finished step 1 (someone may open /signup?step=5 directly). */
function reachable(step: SignupStep): boolean {
  const { draft, idTaken } = signupStore.getState();
  if (step === 1) return true;
  // Passwords are never stored, so after a reload they are typed again on step 1 before going on.
  const accountDone =
    idSchema.safeParse(draft.id).success &&
    passwordSchema.safeParse(draft.password).success &&
    draft.password === draft.passwordCheck &&
    idTaken === false &&
    draft.type !== '';
  if (!accountDone) return false;
  if (draft.type === '사회복지사') return step === 2 || step === 5;
  return step !== 2;
}

/**
 * /signup: five steps (spec §4). The step is in the URL, so the phone's back button walks back
 * through the steps; the header's back follows §4 (from 4 or 5 to the member type's info step).
 */
export default function SignupPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const step = parseStep(params.get('step'));
  const type = useSignup((s) => s.draft.type);

  useEffect(() => {
    if (!reachable(step)) navigate('/signup', { replace: true });
    else window.scrollTo(0, 0);
  }, [step, navigate]);

  const go = (to: SignupStep) => navigate(to === 1 ? '/signup' : `/signup?step=${to}`);
  const onNext = () => go(nextStep(step, type));
  function onBack() {
    const to = backStep(step, type);
    // From step 1 back to the page sign-up starts from. (Not history -1: the header's own back
    // moves push entries, so -1 could be a later step.)
    if (to === null) navigate('/login');
    else go(to);
  }

  return (
    <>
      <Header title={SIGNUP_TEXT.title} onBack={onBack} />
      <PageBody $gap={20} aria-label={`${SIGNUP_TEXT.title} ${step}/5 단계`}>
        {step === 1 && <StepAccount onNext={onNext} />}
        {step === 2 && <StepManager onNext={onNext} />}
        {step === 3 && <StepCaregiver onNext={onNext} />}
        {step === 4 && <StepExperience onNext={onNext} />}
        {step === 5 && <StepIntro />}
      </PageBody>
    </>
  );
}
