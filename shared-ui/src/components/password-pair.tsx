import type { ReactNode } from 'react';
import { TextField } from '@dolbom/shared-ui/core';

export interface PasswordPairProps {
  /** The two labels, e.g. 비밀번호 / 비밀번호 확인 or 새 비밀번호 / 새 비밀번호 확인. */
  labels: { password: string; check: string };
  password: string;
  check: string;
  /** The new value, spaces already taken out (a password has none). */
  onPassword: (value: string) => void;
  onCheck: (value: string) => void;
  errors?: { password?: ReactNode; check?: ReactNode };
  placeholder?: string;
  /** Under the first field while it has no error, e.g. the password rule. */
  helper?: ReactNode;
  onPasswordBlur?: () => void;
}

const noSpace = (s: string) => s.replace(/\s/g, '');

/**
 * A new password typed twice (sign-up, 비밀번호 찾기, 비밀번호 변경): 20 characters at most, no spaces,
 * `new-password` so the phone offers to make and keep one.
 */
export function PasswordPair({
  labels,
  password,
  check,
  onPassword,
  onCheck,
  errors = {},
  placeholder,
  helper,
  onPasswordBlur,
}: PasswordPairProps) {
  return (
    <>
      <TextField
        label={labels.password}
        name="password"
        type="password"
        autoComplete="new-password"
        placeholder={placeholder}
        helper={helper}
        maxLength={20}
        value={password}
        onChange={(e) => onPassword(noSpace(e.target.value))}
        onBlur={onPasswordBlur}
        error={errors.password}
      />
      <TextField
        label={labels.check}
        name="passwordCheck"
        type="password"
        autoComplete="new-password"
        maxLength={20}
        value={check}
        onChange={(e) => onCheck(noSpace(e.target.value))}
        error={errors.check}
      />
    </>
  );
}
