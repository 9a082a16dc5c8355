import { useState } from 'react';
import useSWR from 'swr';
import styled from 'styled-components';
import { ErrorState, PageTitle, SkeletonList, SubPage } from '@dolbom/shared-ui';
import { resumeStepSchemas, type Resume } from '@dolbom/shared-api/contracts';
import { useCertificate } from '../../../api/get-certificate';
import { CertificateFields } from '../../../components/certificate-fields';
import { loadErrorText } from '../../../lib/format';

const codeSchema = resumeStepSchemas.qualification.shape.certificateCode;
/** GET /api/caregiver/resume (the resume feature's call; read here only for its number). */
const RESUME_KEY = '/api/caregiver/resume';

/**
 * /mypage/certificate 자격증: the review's status (with an operator's reason) and, on the same screen, the
 * number and a new photo. PRODUCT.md "Trust" (issue 30): a refused certificate is corrected here, not
 * through the nine resume steps; the refusal's notification opens this screen.
 */
export function CertificatePage() {
  const { data, error, mutate, isValidating } = useCertificate();
  // Before any photo, the number starts as her resume's (none without a resume: 404 is fine).
  const resume = useSWR<Resume>(data && !data.certificateCode ? RESUME_KEY : null, {
    shouldRetryOnError: false,
    onError: () => undefined,
  });
  // What she typed; until then the number under review, or the resume's.
  const [typed, setTyped] = useState<string | null>(null);
  const code = typed ?? data?.certificateCode ?? resume.data?.certificateCode ?? '';
  const codeError = typed !== null && typed.length === 12 && !codeSchema.safeParse(typed).success;
  return (
    <SubPage title="자격증" fallback="/mypage">
      {error && !data && (
        <ErrorState message={loadErrorText(error)} onRetry={() => void mutate()} retrying={isValidating} />
      )}
      {!data && !error && <SkeletonList count={2} />}
      {data && (
        <>
          <PageTitle>
            {data.status === 'REFUSED' ? '자격증을\n다시 확인받아요' : '요양보호사 자격증'}
          </PageTitle>
          {data.status === 'REFUSED' && (
            <Lines>
              번호가 틀렸다면 고치고, 사진이 잘 보이지 않았다면 다시 찍어 올려주세요. 새 사진을 올리면
              운영자가 다시 확인해요.
            </Lines>
          )}
          <CertificateFields
            code={code}
            onCode={setTyped}
            error={codeError ? '자격증 번호를 0000-0000000 형식으로 입력해주세요.' : undefined}
          />
        </>
      )}
    </SubPage>
  );
}

const Lines = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  word-break: keep-all;
`;
