import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ContractDetail, ContractSection, SignContractBody } from '@dolbom/shared-api/contracts';
import { Button } from '@dolbom/shared-ui';
import { ContractSignForm } from './contract-sign-form';
import { ContractView } from './contract-view';

type Side = 'caregiver' | 'manager';

export interface ContractScreenProps {
  role: Side;
  contract: ContractDetail;
  /** The signer's own account name (the typed name must be it). */
  signerName: string;
  onSign: (body: SignContractBody, requestKey: string) => Promise<unknown>;
  onDownload: (version: number) => Promise<void>;
  /** Caregiver: `이 부분을 고쳐주세요` on the latest version. */
  onAskChange?: (section: ContractSection) => void;
  /** What the role adds under the status (the manager's `계약서 고치기`). */
  actions?: ReactNode;
}

const timeText = (iso: string) =>
  new Intl.DateTimeFormat('ko-KR', {
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Seoul',
  }).format(new Date(iso));

function statusText(c: ContractDetail, role: Side): string {
  if (c.completedAt) return '두 사람 모두 서명했어요. PDF를 받을 수 있어요.';
  if (c.version !== c.latestVersion) return '이전 버전이에요. 이 버전에는 서명할 수 없어요.';
  const mine = c.signatures[role];
  const theirs = c.signatures[role === 'caregiver' ? 'manager' : 'caregiver'];
  const other = role === 'caregiver' ? '사회복지사' : '요양보호사';
  if (mine) return `서명했어요. ${other}의 서명을 기다리고 있어요.`;
  if (theirs) return `${other}가 서명했어요. 읽어보고 서명해주세요.`;
  return '천천히 읽어보고 서명해주세요.';
}

/**
 * One 근로계약서 version on either side's screen: where it stands, the contract section by section,
 * both signatures, 서명하기 while it is the caller's to sign, `PDF 받기` once both signed, and the
 * earlier versions (still readable).
 */
export function ContractScreen({
  role,
  contract: c,
  signerName,
  onSign,
  onDownload,
  onAskChange,
  actions,
}: ContractScreenProps) {
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const latest = c.version === c.latestVersion;
  const download = async () => {
    if (downloading) return;
    setDownloading(true);
    setDownloadError(null);
    try {
      await onDownload(c.version);
    } catch (err) {
      setDownloadError((err as Error)?.message || 'PDF를 받지 못했어요. 다시 시도해주세요.');
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Stack>
      <Status role="status">
        <span>
          근로계약서 · 버전 {c.version}
          {latest ? '' : ` (최신 버전 ${c.latestVersion})`}
        </span>
        <strong>{statusText(c, role)}</strong>
        {!latest && <Link to="?">최신 버전 보기</Link>}
      </Status>
      {actions}
      {c.completedAt && (
        <>
          <Button
            size="large"
            fullWidth
            onClick={() => void download()}
            disabled={downloading}
            aria-busy={downloading}
          >
            {downloading ? 'PDF 받는 중…' : 'PDF 받기'}
          </Button>
          {downloadError && <ErrorText role="alert">{downloadError}</ErrorText>}
        </>
      )}
      <ContractView contract={c} onAskChange={latest ? onAskChange : undefined} />
      <Signatures aria-label="서명">
        <h2>서명</h2>
        {(['manager', 'caregiver'] as const).map((side) => {
          const s = c.signatures[side];
          const who = side === 'manager' ? '사업주 (사회복지사)' : '근로자 (요양보호사)';
          return (
            <p key={side}>
              {who}: {s ? `${s.name} · ${timeText(s.signedAt)} 서명` : '아직 서명하지 않았어요'}
            </p>
          );
        })}
      </Signatures>
      {c.canSign && (
        <SignBox aria-labelledby="sign-title">
          <h2 id="sign-title">서명하기</h2>
          <ContractSignForm signerName={signerName} version={c.version} onSign={onSign} />
        </SignBox>
      )}
      {c.versions.length > 1 && (
        <Versions aria-label="버전">
          <h2>모든 버전</h2>
          {[...c.versions].reverse().map((v) => (
            <Link key={v.version} to={v.version === c.latestVersion ? '?' : `?version=${v.version}`}>
              버전 {v.version}
              {v.completedAt ? ' · 서명 완료' : ''}
              {v.version === c.version ? ' (보는 중)' : ''}
            </Link>
          ))}
        </Versions>
      )}
    </Stack>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
`;
const Status = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  span {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
  }
`;
const box = `
  display: flex;
  flex-direction: column;
  gap: 8px;
  h2 { margin: 0; }
  p { margin: 0; }
`;
const Signatures = styled.section`
  ${box}
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.title / 16}rem;
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
    overflow-wrap: anywhere;
  }
`;
const SignBox = styled.section`
  ${box}
  /* Narrow sides: the signature pad gets the width (a finger at 320px). */
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.sm}px`};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.title / 16}rem;
  }
`;
const Versions = styled.nav`
  ${box}
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
  }
  a {
    font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
    color: ${({ theme }) => theme.colors.primaryDark};
    min-height: 2.75rem;
    display: flex;
    align-items: center;
  }
`;
const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
