// 자격증 statuses and messages, zod-free so the managers' home cards (`자격 확인됨`) can import them from
// '@dolbom/shared-api/constants' without loading the schemas (issue 14, signed-in cold start).

export const CERTIFICATE_STATUSES = ['PENDING', 'CONFIRMED', 'REFUSED'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

export const CERTIFICATE_MESSAGES = {
  /** What the caregiver reads per status (내 정보, resume step 2). */
  status: {
    PENDING: '자격 확인 중',
    CONFIRMED: '자격 확인됨',
    REFUSED: '확인되지 않음',
  } satisfies Record<CertificateStatus, string>,
  /** The manager's badge on cards and the caregiver detail. */
  verifiedBadge: '자격 확인됨',
  reason: '확인되지 않은 이유를 1자 이상 100자 이내로 입력해주세요.',
  id: '잘못된 번호예요.',
  status400: '상태를 다시 선택해주세요.',
  fileMissing: '자격증 사진을 골라주세요.',
  photoType: 'PNG 또는 JPG 파일만 업로드할 수 있습니다.',
  alreadyDecided: '이미 처리한 자격증이에요.',
} as const;
