import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Header, PageBody } from '@dolbom/shared-ui';
import { SIGNUP_TEXT } from './messages';
import { photoHolder, photoTypeError } from './photo-holder';
import { PhotoPreview } from './photo-preview';
import { usePhoto } from './use-photo';

/** /signup/profile-upload (spec §2): choose the optional profile photo, then back to step 5. */
export default function ProfileUploadPage() {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const { file: current, url: currentUrl } = usePhoto();
  const [picked, setPicked] = useState<File | null>(current);
  const [url, setUrl] = useState<string | null>(null);
  const back = () => navigate('/signup?step=5', { replace: true });

  return (
    <>
      <Header title={SIGNUP_TEXT.photoTitle} onBack={back} />
      <PageBody $gap={20}>
        <PhotoPreview url={url ?? currentUrl} />
        <Hint>{SIGNUP_TEXT.photoHint}</Hint>
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg"
          hidden
          aria-label={SIGNUP_TEXT.photoChoose}
          onChange={(e) => {
            const f = e.target.files?.[0];
            e.target.value = '';
            if (!f) return;
            const err = photoTypeError(f);
            if (err) return window.alert(err);
            setPicked(f);
            setUrl((old) => {
              if (old) URL.revokeObjectURL(old);
              return URL.createObjectURL(f);
            });
          }}
        />
        <Button variant="outline" onClick={() => input.current?.click()}>
          {SIGNUP_TEXT.photoChoose}
        </Button>
        <Button
          disabled={!picked}
          onClick={() => {
            photoHolder.set(picked);
            back();
          }}
        >
          {SIGNUP_TEXT.photoAdd}
        </Button>
      </PageBody>
    </>
  );
}

const Hint = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.colors.textSecondary};
`;
