import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  BOTTOM_BAR_HEIGHT,
  BottomBar,
  Button,
  ConfirmModal,
  Header,
  PageBody,
  PageTitle,
  TextField,
  useBack,
  useUrlStep,
} from '@dolbom/shared-ui';
import { CARE_MESSAGE_MAX, careMessageSchema, formatPhone, phoneSchema } from '@dolbom/shared-api/contracts';
import { errorText } from '../../../lib/format';
import { useRequestKey } from '../../../lib/request-key';
import { useMyPage } from '../../../api/get-my-page';

export interface ReplyWizardProps {
  /** Header title: 수락하기 or 지원하기. */
  title: string;
  /** What the message goes with, e.g. '센터에 전할 말을 적어주세요'. */
  messageTitle: string;
  submitLabel: string;
  /** What the reply is about (the posting's title and center), shown above the form. */
  subject?: { title: string; center: string } | undefined;
  /** Names this form's run for its Idempotency-Key, e.g. `apply:12`. */
  runName: string;
  /** Sends the form with the run's key; a rejection keeps the form as typed and shows the error. */
  onSubmit: (body: { phone: string; message: string }, requestKey: string) => Promise<void>;
  /** Shown under the subject on both steps, e.g. what does not fit her resume (issue 30). */
  notice?: ReactNode;
  /** Asked before sending (issue 30: accepting a job whose hours do not fit her week). */
  confirm?: { title: string; content: string; confirmLabel: string } | undefined;
}

const PHONE_ERROR = '휴대전화 번호를 확인해주세요';

const DRAFT_PREFIX = 'dolbom.caregiver.replyDraft.';
interface ReplyDraft {
  phone: string;
  message: string;
}

/** The form as typed, kept for the tab's session so a reload keeps it (issue 15). */
function readDraft(runName: string): ReplyDraft | null {
  try {
    const raw = sessionStorage.getItem(DRAFT_PREFIX + runName);
    const d = raw ? (JSON.parse(raw) as Partial<ReplyDraft>) : null;
    return d && typeof d.phone === 'string' && typeof d.message === 'string'
      ? { phone: d.phone, message: d.message }
      : null;
  } catch {
    return null;
  }
}
function writeDraft(runName: string, draft: ReplyDraft | null) {
  try {
    if (draft) sessionStorage.setItem(DRAFT_PREFIX + runName, JSON.stringify(draft));
    else sessionStorage.removeItem(DRAFT_PREFIX + runName);
  } catch {
    /* storage blocked: the form lives as long as the screen */
  }
}

/**
 * The two-step accept/apply form (spec §4): step 1 the phone (exactly 13 characters, formatted
 * 000-0000-0000 while typing), step 2 a message of up to 200 characters, or nothing (PRODUCT.md). The step is in the
 * URL and the form is kept in sessionStorage until it is sent, so a reload keeps both; one tap sends
 * one request.
 */
export function ReplyWizard({
  title,
  messageTitle,
  submitLabel,
  subject,
  runName,
  onSubmit,
  notice,
  confirm,
}: ReplyWizardProps) {
  const back = useBack();
  const run = useRequestKey(runName);
  // The step is in the URL: the phone's back button goes back one step (issue 15).
  const url = useUrlStep({ min: 1, max: 2 });
  const step = url.step;
  const [saved] = useState(() => readDraft(runName));
  const [phone, setPhone] = useState(saved?.phone ?? '');
  // PRODUCT.md "Phones": step 1 starts with the profile phone, editable; never over what she typed.
  const profilePhone = useMyPage().data?.phone;
  const typed = useRef(!!saved?.phone);
  useEffect(() => {
    if (profilePhone && !typed.current) setPhone(formatPhone(profilePhone));
  }, [profilePhone]);
  const [message, setMessage] = useState(saved?.message ?? '');
  useEffect(() => {
    if (phone || message) writeDraft(runName, { phone, message });
  }, [runName, phone, message]);
  const [phoneError, setPhoneError] = useState<string>();
  const [messageError, setMessageError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  const [asking, setAsking] = useState(false);
  const sending = useRef(false);

  const phoneValid = () => phone.length === 13 && phoneSchema.safeParse(phone).success;

  function next() {
    if (!phoneValid()) return setPhoneError(PHONE_ERROR);
    setPhoneError(undefined);
    url.go(2);
  }

  async function submit(confirmed = false) {
    if (sending.current) return;
    // Reopened on step 2 (a reload) without a phone: back to step 1 to type it.
    if (!phoneValid()) {
      setPhoneError(PHONE_ERROR);
      return url.go(1);
    }
    const m = careMessageSchema.safeParse(message);
    if (!m.success) return setMessageError(m.error.issues[0]?.message);
    setMessageError(undefined);
    if (confirm && !confirmed) return setAsking(true);
    setAsking(false);
    sending.current = true;
    setPending(true);
    setFailure(undefined);
    try {
      await onSubmit({ phone, message: m.data }, run.key);
      writeDraft(runName, null);
      run.renew();
    } catch (e) {
      console.error('API 호출 실패', e);
      setFailure(errorText(e));
      sending.current = false;
      setPending(false);
    }
  }

  return (
    <>
      <Header title={title} onBack={step === 2 ? () => url.go(1) : back} />
      <PageBody $gap={20} $bottomInset={BOTTOM_BAR_HEIGHT} aria-label={`${title} ${step}/2 단계`}>
        <StepNo>{step} / 2</StepNo>
        {subject && (
          <Subject aria-label="답하는 공고">
            <span>{subject.center}</span>
            <strong>{subject.title}</strong>
          </Subject>
        )}
        {notice}
        {step === 1 ? (
          <>
            <PageTitle>{'연락받을 휴대전화 번호를\n알려주세요'}</PageTitle>
            <TextField
              label="휴대전화 번호"
              inputMode="numeric"
              autoComplete="tel"
              placeholder="010-0000-0000"
              maxLength={13}
              value={phone}
              onChange={(e) => {
                typed.current = true;
                setPhone(formatPhone(e.target.value));
                setPhoneError(undefined);
              }}
              onKeyDown={(e) => e.key === 'Enter' && next()}
              error={phoneError}
            />
          </>
        ) : (
          <>
            <PageTitle>{messageTitle}</PageTitle>
            <TextField
              label="메시지 (선택)"
              placeholder="200자 이내로 적어주세요"
              maxLength={CARE_MESSAGE_MAX}
              showCounter
              value={message}
              onChange={(e) => {
                setMessage(e.target.value);
                setMessageError(undefined);
              }}
              error={messageError}
              helper="비워두셔도 괜찮아요"
            />
          </>
        )}
        {failure && <Failure role="alert">{failure}</Failure>}
      </PageBody>
      <BottomBar>
        {step === 1 ? (
          <Button onClick={next}>다음</Button>
        ) : (
          <Button onClick={() => void submit()} loading={pending} disabled={pending}>
            {submitLabel}
          </Button>
        )}
      </BottomBar>
      {confirm && (
        <ConfirmModal
          open={asking}
          title={confirm.title}
          content={confirm.content}
          leftLabel="다시 볼게요"
          rightLabel={confirm.confirmLabel}
          onRight={() => void submit(true)}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}

const StepNo = styled.span`
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
const Failure = styled.p`
  padding: ${({ theme }) => theme.space.sm}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.dangerLight};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
const Subject = styled.p`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.backgroundSubtle};
  span {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
    word-break: keep-all;
  }
`;
