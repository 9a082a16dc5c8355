// Resume step 2: an optional photo of the 요양보호사 자격증, sent as soon as it is picked (a File does not
// survive a reload in the draft) for the number typed above it. Private: only operators see it.
import { useId } from 'react';
import styled from 'styled-components';
import { PhotoPicker } from '@dolbom/shared-ui';
import { isApiError } from '@dolbom/shared-api';
import { CERTIFICATE_MESSAGES, resumeStepSchemas } from '@dolbom/shared-api/contracts';
import { useCertificate } from '../api/get-certificate';
import { CertificateStatus } from './certificate-status';
import { useUploadCertificate } from '../api/upload-certificate';

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
  const code = codeSchema.safeParse(certificateCode);
  const has = !!data && data.status !== 'NONE';
  return (
    <Wrap role="group" aria-labelledby={`${id}-label`}>
      <Label id={`${id}-label`}>{T.label}</Label>
      <Hint>{T.hint}</Hint>
      {data && <CertificateStatus certificate={data} />}
      <PhotoPicker
        label={has ? T.again : T.pick}
        check={(file) =>
          !code.success ? T.codeFirst : looksLikePhoto(file) ? undefined : CERTIFICATE_MESSAGES.photoType
        }
        upload={(file) => upload(file, code.data ?? '')}
        messages={{
          tooLarge: T.tooLarge,
          done: T.sent,
          failed: (err) => (isApiError(err) ? err.message : T.failed),
        }}
      />
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
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
