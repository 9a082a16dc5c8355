import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@dolbom/shared-ui';
import type { ManagerMembership } from '@dolbom/shared-api/contracts';
import { useMembership } from '../api/get-membership';

export const MEMBERSHIP_BANNER_TEXT = {
  label: '센터 인증',
  pendingTitle: '센터 인증을 기다리고 있어요',
  pendingBody:
    '인증 전에는 등록한 어르신이 요양보호사에게 보이지 않아요. 보낸 연락은 센터 인증 후 요양보호사에게 전달돼요.',
  held: (n: number) => `전달을 기다리는 연락 ${n}건`,
  firstNoProof:
    '센터의 첫 회원이에요. 장기요양기관 지정서, 사업자등록증 또는 재직증명서 사진을 보내주시면 운영자가 확인해요.',
  firstProof: '보내주신 서류를 운영자가 확인하고 있어요.',
  colleague: '센터의 인증된 회원이 승인하면 인증돼요.',
  sendProof: '서류 사진 보내기',
  resendProof: '서류 다시 보내기',
  refusedTitle: '센터 인증이 거절되었어요',
  refusedBody: '등록한 어르신은 요양보호사에게 보이지 않고, 요양보호사에게 연락할 수 없어요.',
  askAgainHint: '새 서류를 보내 한 번 더 요청할 수 있어요.',
  askAgain: '서류 보내고 다시 요청하기',
  noMore: '다시 요청은 한 번만 할 수 있어요.',
} as const;
const T = MEMBERSHIP_BANNER_TEXT;

/**
 * The top of the home of a member who is not verified (issue 29, PRODUCT.md "Trust"): her elders are
 * unlisted and her contacts held until the center verifies her, and what she can do about it. Nothing
 * for a verified member, nor while loading (most members are verified: no flash).
 */
export function MembershipBanner() {
  const { data } = useMembership();
  if (!data || data.status === 'VERIFIED') return null;
  return data.status === 'PENDING' ? <Pending m={data} /> : <Refused m={data} />;
}

function Pending({ m }: { m: ManagerMembership }) {
  const navigate = useNavigate();
  return (
    <Banner aria-label={T.label}>
      <Title>{T.pendingTitle}</Title>
      <p>{T.pendingBody}</p>
      {m.heldContacts > 0 && <Strong>{T.held(m.heldContacts)}</Strong>}
      {m.firstMember ? (
        <>
          <p>{m.proofAt ? T.firstProof : T.firstNoProof}</p>
          <Button
            variant={m.proofAt ? 'outline' : 'primary'}
            size="medium"
            onClick={() => navigate('/membership-proof')}
          >
            {m.proofAt ? T.resendProof : T.sendProof}
          </Button>
        </>
      ) : (
        <p>{T.colleague}</p>
      )}
    </Banner>
  );
}

function Refused({ m }: { m: ManagerMembership }) {
  const navigate = useNavigate();
  return (
    <Banner aria-label={T.label} $refused>
      <Title>{T.refusedTitle}</Title>
      <p>{T.refusedBody}</p>
      {m.canAskAgain ? (
        <>
          <p>{T.askAgainHint}</p>
          <Button size="medium" onClick={() => navigate('/membership-proof')}>
            {T.askAgain}
          </Button>
        </>
      ) : (
        <p>{T.noMore}</p>
      )}
    </Banner>
  );
}

const Banner = styled.section<{ $refused?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  border: 1px solid ${({ $refused, theme }) => ($refused ? theme.colors.danger : theme.colors.primaryBorder)};
  background: ${({ $refused, theme }) => ($refused ? theme.colors.dangerLight : theme.colors.primaryLight)};
  color: ${({ theme }) => theme.colors.text};
  p {
    margin: 0;
    word-break: keep-all;
  }
  button {
    align-self: flex-start;
    margin-top: ${({ theme }) => theme.space.xxs}px;
  }
`;
const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
const Strong = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
