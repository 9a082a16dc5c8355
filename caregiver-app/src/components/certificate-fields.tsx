import { TextField } from '@dolbom/shared-ui';
import { formatCertificate } from '../lib/format';
import { CertificatePhotoField } from './certificate-photo-field';

/**
 * The 요양보호사 자격증 number and its photo (sent at once for that number): resume step 2 and the 자격증
 * screen of 내 정보, where a refused certificate is corrected in one place (issue 30).
 */
export function CertificateFields({
  code,
  onCode,
  error,
}: {
  code: string;
  onCode: (code: string) => void;
  error?: string | undefined;
}) {
  return (
    <>
      <TextField
        label="요양보호사 자격증 번호"
        inputMode="numeric"
        placeholder="0000-0000000"
        maxLength={12}
        value={code}
        onChange={(e) => onCode(formatCertificate(e.target.value))}
        error={error}
      />
      <CertificatePhotoField certificateCode={code} />
    </>
  );
}
