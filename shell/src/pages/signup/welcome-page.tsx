import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, FullPageMessage, IconCheck } from '@dolbom/shared-ui';
import type { LoginPrefill } from '../login-prefill';
import { SIGNUP_TEXT } from './messages';
import type { MemberType } from './signup-store';

export interface WelcomeState {
  photoFailed?: boolean;
  /** The member type just signed up: a caregiver looks for work, a social worker for caregivers. */
  memberType?: MemberType;
  /** The id she just made (issue 30): shown here and filled in on /login. */
  loginId?: string;
}

function welcomeBody(type: MemberType | undefined): string {
  if (type === '요양보호사') return SIGNUP_TEXT.welcomeBody;
  if (type === '사회복지사') return SIGNUP_TEXT.welcomeBodyManager;
  return SIGNUP_TEXT.welcomeBodyUnknown;
}

/** The sign-up's photo did not go: a caregiver's profile photo, or a social worker's proof. */
const failedText = (type: MemberType | undefined) =>
  type === '사회복지사' ? SIGNUP_TEXT.proofFailed : SIGNUP_TEXT.photoFailed;

/**
 * /welcome: sign-up finished; shows the id she just made, and the button (with the product's name,
 * PRODUCT.md) leads to /login with that id filled in.
 */
export default function WelcomePage() {
  const navigate = useNavigate();
  const { photoFailed, memberType, loginId } = (useLocation().state as WelcomeState | null) ?? {};
  const body = welcomeBody(memberType);
  const prefill: LoginPrefill = loginId ? { loginId } : {};
  return (
    <FullPageMessage
      mark={<IconCheck size={32} />}
      title={SIGNUP_TEXT.welcomeTitle}
      body={photoFailed ? `${body}\n${failedText(memberType)}` : body}
      action={
        <>
          {loginId && (
            <IdBox>
              <span>{SIGNUP_TEXT.welcomeIdLabel}</span>
              <strong>{loginId}</strong>
            </IdBox>
          )}
          <Button onClick={() => navigate('/login', { replace: true, state: prefill })}>
            {SIGNUP_TEXT.welcomeButton}
          </Button>
        </>
      }
    />
  );
}

const IdBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs}px;
  width: 100%;
  margin: 0 0 ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.gray100};
  span {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.title / 16}rem;
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
  }
`;
