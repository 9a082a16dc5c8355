import { useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Spinner } from '@dolbom/shared-ui/core';

/** The server's cap (server/src/plugins/multipart.ts); checked here first so nothing big is sent. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

export interface PhotoPickerProps {
  /** The button's words, e.g. 사진 바꾸기. */
  label: ReactNode;
  /** Why this file is not sent (not PNG/JPG, no number yet…), or undefined to send it. */
  check?: (file: File) => string | undefined;
  /** Sends the picked photo; a throw shows `messages.failed(err)`. */
  upload: (file: File) => Promise<unknown>;
  messages: { tooLarge: string; done: string; failed: (err: unknown) => string };
}

/**
 * A photo sent as soon as it is picked (PNG or JPG, 5MB at most): a button-like label for a hidden
 * file input (first, so its keyboard focus rings the label), a spinner while it is sent, and a line that
 * says it was sent or why not. The profile photo of 설정 and the certificate photo of the resume.
 */
export function PhotoPicker({ label, check, upload, messages }: PhotoPickerProps) {
  const id = useId();
  const [error, setError] = useState<string>();
  const [done, setDone] = useState(false);
  const [uploading, setUploading] = useState(false);
  const inFlight = useRef(false);

  async function onPick(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = ''; // the same file may be picked again after an error
    if (!file || inFlight.current) return;
    setDone(false);
    const refused = check?.(file);
    if (refused) return setError(refused);
    if (file.size > PHOTO_MAX_BYTES) return setError(messages.tooLarge);
    inFlight.current = true;
    setUploading(true);
    setError(undefined);
    try {
      await upload(file);
      setDone(true);
    } catch (err) {
      console.error(err);
      setError(messages.failed(err));
    } finally {
      inFlight.current = false;
      setUploading(false);
    }
  }

  return (
    <>
      <Input
        id={`${id}-file`}
        type="file"
        accept="image/png,image/jpeg"
        disabled={uploading}
        onChange={(e) => void onPick(e)}
        aria-describedby={`${id}-message`}
      />
      <Pick htmlFor={`${id}-file`} aria-disabled={uploading || undefined}>
        {uploading ? <Spinner size={20} /> : null}
        {label}
      </Pick>
      <Message id={`${id}-message`} role={error ? 'alert' : 'status'} $error={!!error}>
        {error ?? (done ? messages.done : '')}
      </Message>
    </>
  );
}

const Input = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
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
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;
  ${Input}:focus-visible + & {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
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
