import { Button, TextField } from '@dolbom/shared-ui';
import { formatPhone } from '@dolbom/shared-api/contracts';
import { FIND_TEXT, formatRemaining } from './messages';

interface Props {
  phone: string;
  onPhone: (v: string) => void;
  phoneError?: string;
  code: string;
  onCode: (v: string) => void;
  codeError?: string;
  sent: boolean;
  sending: boolean;
  remaining: number | null;
  onSend: () => void;
}

/** Phone number with 인증번호 받기, then the 6-digit code with its countdown. */
export function PhoneCodeFields(p: Props) {
  return (
    <>
      <TextField
        label={FIND_TEXT.phone}
        name="phone"
        inputMode="numeric"
        autoComplete="tel"
        placeholder={FIND_TEXT.phonePlaceholder}
        value={p.phone}
        maxLength={13}
        onChange={(e) => p.onPhone(formatPhone(e.target.value))}
        error={p.phoneError}
        right={
          <Button size="medium" variant="outline" fullWidth={false} loading={p.sending} onClick={p.onSend}>
            {p.sent ? FIND_TEXT.resendCode : FIND_TEXT.sendCode}
          </Button>
        }
      />
      {p.sent && (
        <TextField
          label={FIND_TEXT.code}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder={FIND_TEXT.codePlaceholder}
          value={p.code}
          maxLength={6}
          onChange={(e) => p.onCode(e.target.value.replace(/\D/g, ''))}
          error={p.codeError ?? (p.remaining === 0 ? FIND_TEXT.codeExpired : undefined)}
          helper={p.remaining ? `${FIND_TEXT.codeSent} 남은 시간 ${formatRemaining(p.remaining)}` : undefined}
        />
      )}
    </>
  );
}
