// What the caregiver reads about her 자격증 photo: 자격 확인 중, 자격 확인됨, or 확인되지 않음 with the
// operator's reason (내 정보 and resume step 2).
import styled from 'styled-components';
import { CERTIFICATE_MESSAGES, type CaregiverCertificate } from '@dolbom/shared-api/contracts';

export const CERTIFICATE_TEXT = {
  none: '자격증 사진을 올리면 운영자가 확인해요',
  reason: (r: string) => `이유: ${r}`,
} as const;

type Tone = 'neutral' | 'pending' | 'ok' | 'bad';

export function CertificateStatus({ certificate }: { certificate: CaregiverCertificate }) {
  const { status } = certificate;
  const tone: Tone =
    status === 'CONFIRMED'
      ? 'ok'
      : status === 'REFUSED'
        ? 'bad'
        : status === 'PENDING'
          ? 'pending'
          : 'neutral';
  return (
    <Wrap>
      <Pill $tone={tone}>
        {status === 'NONE' ? CERTIFICATE_TEXT.none : CERTIFICATE_MESSAGES.status[status]}
      </Pill>
      {status === 'REFUSED' && certificate.refuseReason && (
        <Reason>{CERTIFICATE_TEXT.reason(certificate.refuseReason)}</Reason>
      )}
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
`;
const Pill = styled.span<{ $tone: Tone }>`
  width: fit-content;
  padding: ${({ $tone }) => ($tone === 'neutral' ? '0' : '2px 10px')};
  border-radius: ${({ theme }) => theme.radii.full}px;
  font-weight: ${({ theme, $tone }) => ($tone === 'neutral' ? theme.fontWeights.regular : theme.fontWeights.bold)};
  color: ${({ theme, $tone }) =>
    $tone === 'ok'
      ? theme.colors.success
      : $tone === 'bad'
        ? theme.colors.danger
        : $tone === 'pending'
          ? theme.colors.primaryDark
          : theme.colors.textSecondary};
  background: ${({ theme, $tone }) =>
    $tone === 'ok' || $tone === 'pending'
      ? theme.colors.primaryLight
      : $tone === 'bad'
        ? theme.colors.dangerLight
        : 'transparent'};
`;
const Reason = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  word-break: keep-all;
`;
