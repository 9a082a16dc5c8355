import { useLocation, useNavigate } from 'react-router-dom';
import { Button, FullPageMessage, IconCheck } from '@dolbom/shared-ui';
import { SIGNUP_TEXT } from './messages';
import type { MemberType } from './signup-store';

export interface WelcomeState {
  photoFailed?: boolean;
  /** The member type just signed up: a caregiver looks for work, a social worker for caregivers. */
  memberType?: MemberType;
}

function welcomeBody(type: MemberType | undefined): string {
  if (type === '요양보호사') return SIGNUP_TEXT.welcomeBody;
  if (type === '사회복지사') return SIGNUP_TEXT.welcomeBodyManager;
  return SIGNUP_TEXT.welcomeBodyUnknown;
}

/** The sign-up's photo did not go: a caregiver's profile photo, or a social worker's proof. */
const failedText = (type: MemberType | undefined) =>
  type === '사회복지사' ? SIGNUP_TEXT.proofFailed : SIGNUP_TEXT.photoFailed;

/** /welcome: sign-up finished; the button carries the product's name (PRODUCT.md) and leads to /login. */
export default function WelcomePage() {
  const navigate = useNavigate();
  const { photoFailed, memberType } = (useLocation().state as WelcomeState | null) ?? {};
  const body = welcomeBody(memberType);
  return (
    <FullPageMessage
      mark={<IconCheck size={32} />}
      title={SIGNUP_TEXT.welcomeTitle}
      body={photoFailed ? `${body}\n${failedText(memberType)}` : body}
      action={
        <Button onClick={() => navigate('/login', { replace: true })}>{SIGNUP_TEXT.welcomeButton}</Button>
      }
    />
  );
}
