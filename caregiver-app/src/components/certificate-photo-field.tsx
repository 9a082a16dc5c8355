// Resume step 2: an optional photo of the 요양보호사 자격증, sent as soon as it is picked (a File does not
// survive a reload in the draft) for the number typed above it. Private: only operators see it.
import { useId, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { Spinner } from '@dolbom/shared-ui';
import { isApiError } from '@dolbom/shared-api';
import { CERTIFICATE_MESSAGES, resumeStepSchemas } from '@dolbom/shared-api/contracts';
import { useCertificate } from '../api/get-certificate';
import { CertificateStatus } from './certificate-status';
import { useUploadCertificate } from '../api/upload-certificate';

/** The server's cap (server/src/plugins/multipart.ts); checked here first so nothing big is sent. */
const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

export const CERTIFICATE_FIELD_TEXT = {
  label: '자격증 사진 (선택)',
  hint: '사진은 운영자만 봐요. 확인되면 센터에 ‘자격 확인됨’이 보여요.',
  pick: '자격증 사진 올리기',
  again: '사진 다시 올리기',
  codeFirst: '자격증 번호를 먼저 입력해주세요.',
  tooLarge: '5MB 이하의 사진만 올릴 수 있어요.',
  failed: '사진을 올리지 못했어요. 다시 시도해주세요.',
  sent: '사진을 보냈어요. 운영자가 확인할 때까지 기다려주세요.',
} as const;
const T = CERTIFICATE_FIELD_TEXT;
const codeSchema = resumeStepSchemas.qualification.shape.certificateCode;

/** PNG or JPG by the browser's type or the name; the server checks the bytes themselves. */
const looksLikePhoto = (file: File) =>
  /^image\/(png|jpe?g)$/.test(file.type) || /\.(png|jpe?g)$/i.test(file.name);

export function CertificatePhotoField({ certificateCode }: { certificateCode: string }) {
  const id = useId();
  const { data } = useCertificate();
  const upload = useUploadCertificate();
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState(false);
  const [uploading, setUploading] = useState(false);
  const inFlight = useRef(false);

  async function onPick(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = ''; // the same file may be picked again after an error
    if (!file || inFlight.current) return;
    setSent(false);
    const code = codeSchema.safeParse(certificateCode);
    if (!code.success) return setError(T.codeFirst);
    if (!looksLikePhoto(file)) return setError(CERTIFICATE_MESSAGES.photoType);
    if (file.size > PHOTO_MAX_BYTES) return setError(T.tooLarge);
    inFlight.current = true;
    setUploading(true);
    setError(undefined);
    try {
      await upload(file, code.data);
      setSent(true);
    } catch (err) {
      console.error(err);
      setError(isApiError(err) ? err.message : T.failed);
    } finally {
      inFlight.current = false;
      setUploading(false);
    }
  }

  const has = !!data && data.status !== 'NONE';
  return (
    <Wrap role="group" aria-labelledby={`${id}-label`}>
      <Label id={`${id}-label`}>{T.label}</Label>
      <Hint>{T.hint}</Hint>
      {data && <CertificateStatus certificate={data} />}
      <input
        id={`${id}-file`}
        type="file"
        accept="image/png,image/jpeg"
        className="visually-hidden-input"
        disabled={uploading}
        onChange={(e) => void onPick(e)}
        aria-describedby={`${id}-message`}
      />
      <Pick htmlFor={`${id}-file`} aria-disabled={uploading || undefined}>
        {uploading ? <Spinner size={20} /> : null}
        {has ? T.again : T.pick}
      </Pick>
      <Message id={`${id}-message`} role={error ? 'alert' : 'status'} $error={!!error}>
        {error ?? (sent ? T.sent : '')}
      </Message>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;

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
const Label = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
  word-break: keep-all;
`;
const Pick = styled.label`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs}px;
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
const Message = styled.p<{ $error: boolean }>`
  margin: 0;
  min-height: 1.5em;
  color: ${({ $error, theme }) => ($error ? theme.colors.danger : theme.colors.success)};
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
`;
