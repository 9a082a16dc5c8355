import { useLocation, useNavigate } from 'react-router-dom';
import { Button, FullPageMessage, IconCheck } from '@dolbom/shared-ui';
import { SIGNUP_TEXT } from './messages';

/** /welcome: sign-up finished; the button carries the product's name (PRODUCT.md) and leads to /login. */
export default function WelcomePage() {
  const navigate = useNavigate();
  const photoFailed = (useLocation().state as { photoFailed?: boolean } | null)?.photoFailed;
  return (
    <FullPageMessage
      mark={<IconCheck size={32} />}
      title={SIGNUP_TEXT.welcomeTitle}
      body={photoFailed ? `${SIGNUP_TEXT.welcomeBody}\n${SIGNUP_TEXT.photoFailed}` : SIGNUP_TEXT.welcomeBody}
      action={
        <Button onClick={() => navigate('/login', { replace: true })}>{SIGNUP_TEXT.welcomeButton}</Button>
      }
    />
  );
}
