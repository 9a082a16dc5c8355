import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, EmptyState, ErrorState, SkeletonList, SubPage, toastState } from '@dolbom/shared-ui';
import { isApiError } from '@dolbom/shared-api';
import type { ManagerMembership } from '@dolbom/shared-api/contracts';
import { useMembership } from '../../../api/get-membership';
import { useSendProof } from '../api/send-proof';
import { PROOF_TEXT as T } from '../messages';

/** The server's cap (server/src/plugins/multipart.ts); checked here first so nothing big is sent. */
const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** PNG or JPG by the browser's type or the name; the server checks the bytes themselves. */
const looksLikePhoto = (file: File) =>
  /^image\/(png|jpe?g)$/.test(file.type) || /\.(png|jpe?g)$/i.test(file.name);

/**
 * /membership-proof 센터 확인 서류: a member who is not verified sends a photo of the center's 장기요양기관
 * 지정서, 사업자등록증 or 재직증명서 for the operator; a refused member asks again with a new one (once).
 */
export function ProofPage() {
  const { data, error, isLoading, mutate } = useMembership();
  return (
    <SubPage title={T.title} fallback="/">
      {error && !data ? (
        <ErrorState onRetry={() => mutate()} />
      ) : isLoading || !data ? (
        <SkeletonList count={2} />
      ) : data.status === 'VERIFIED' || (data.status === 'REFUSED' && !data.canAskAgain) ? (
        <Closed message={data.status === 'VERIFIED' ? T.verified : T.noMore} />
      ) : (
        <ProofForm membership={data} />
      )}
    </SubPage>
  );
}

function Closed({ message }: { message: string }) {
  const navigate = useNavigate();
  return (
    <EmptyState
      message={message}
      action={<Button onClick={() => navigate('/', { replace: true })}>{T.home}</Button>}
    />
  );
}

function ProofForm({ membership }: { membership: ManagerMembership }) {
  const id = useId();
  const navigate = useNavigate();
  const send = useSendProof();
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const askingAgain = membership.status === 'REFUSED';

  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);

  function onPick(e: ChangeEvent<HTMLInputElement>) {
    const picked = e.target.files?.[0];
    e.target.value = ''; // the same file may be picked again after an error
    if (!picked) return;
    if (!looksLikePhoto(picked)) return setError(T.photoType);
    if (picked.size > PHOTO_MAX_BYTES) return setError(T.tooLarge);
    setError(undefined);
    setFile(picked);
    setUrl(URL.createObjectURL(picked));
  }

  async function submit() {
    if (inFlight.current) return;
    if (!file) return setError(T.missing);
    inFlight.current = true;
    setSending(true);
    setError(undefined);
    try {
      await send(file);
      navigate('/', { replace: true, state: toastState(askingAgain ? T.askedAgain : T.sent) });
    } catch (err) {
      console.error(err);
      setError(isApiError(err) ? err.message : T.failed);
      inFlight.current = false;
      setSending(false);
    }
  }

  return (
    <Form>
      <p>{membership.firstMember ? T.intro : T.introAgain}</p>
      <Kinds aria-label={T.kindsLabel}>
        {T.kinds.map((k) => (
          <li key={k}>{k}</li>
        ))}
      </Kinds>
      <Hint>{T.privacy}</Hint>
      {askingAgain && <Note>{T.again}</Note>}
      {!askingAgain && membership.proofAt && <Note>{T.sentBefore}</Note>}
      {url && <Preview src={url} alt={T.preview} />}
      <input
        id={`${id}-file`}
        type="file"
        accept="image/png,image/jpeg"
        className="visually-hidden-input"
        disabled={sending}
        onChange={onPick}
        aria-describedby={`${id}-message`}
      />
      <Pick htmlFor={`${id}-file`} aria-disabled={sending || undefined}>
        {file ? T.pickAgain : T.pick}
      </Pick>
      <Message id={`${id}-message`} role="alert">
        {error ?? ''}
      </Message>
      <Button loading={sending} onClick={() => void submit()}>
        {askingAgain ? T.sendAgain : T.send}
      </Button>
    </Form>
  );
}

const Form = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  p {
    margin: 0;
    word-break: keep-all;
  }
  .visually-hidden-input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
  .visually-hidden-input:focus-visible + * {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;
const Kinds = styled.ul`
  margin: 0;
  padding-left: 1.25em;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textSecondary};
`;
const Note = styled.p`
  padding: ${({ theme }) => theme.space.sm}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.gray100};
`;
const Preview = styled.img`
  display: block;
  width: 100%;
  max-height: 320px;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.backgroundSubtle};
`;
const Pick = styled.label`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 3.5rem;
  padding: 0 ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.white};
  font-weight: 700;
  cursor: pointer;
  &[aria-disabled='true'] {
    cursor: progress;
    opacity: 0.7;
  }
`;
const Message = styled.p`
  min-height: 1.5em;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
`;
