import { useEffect, useRef, useState } from 'react';
import { api, isApiError } from '@dolbom/shared-api';
import type { VerificationPurpose } from '@dolbom/shared-api/contracts';

export interface SendError {
  field: 'phone' | 'id' | 'form';
  message: string;
}

/** Sending a verification code and counting down its 3 minutes. One request per tap. */
export function useVerification(purpose: VerificationPurpose) {
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);

  useEffect(() => {
    if (expiresAt === null) return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [expiresAt]);

  async function send(phone: string, id?: string): Promise<SendError | null> {
    if (inFlight.current) return null;
    inFlight.current = true;
    setSending(true);
    try {
      const res = await api.post<{ expiresAt: string }>(
        '/api/auth/verification',
        { phone, purpose, ...(id ? { id } : {}) },
        { anonymous: true },
      );
      setExpiresAt(new Date(res.expiresAt).getTime());
      setNow(Date.now());
      return null;
    } catch (e) {
      console.error(e);
      if (isApiError(e) && e.fields?.phone) return { field: 'phone', message: e.fields.phone };
      if (isApiError(e) && e.fields?.id) return { field: 'id', message: e.fields.id };
      return { field: 'form', message: isApiError(e) ? e.message : '인증번호를 보내지 못했어요.' };
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  const remaining = expiresAt === null ? null : Math.max(0, Math.round((expiresAt - now) / 1000));
  return { send, sending, sent: expiresAt !== null, remaining, expired: remaining === 0 };
}
