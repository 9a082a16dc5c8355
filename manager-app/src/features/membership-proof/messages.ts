import { MEMBERSHIP_PROOF_KINDS, MEMBERSHIP_PROOF_MESSAGES } from '@dolbom/shared-api/contracts';

/** 센터 확인 서류 (issue 29, PRODUCT.md "Trust"). */
export const PROOF_TEXT = {
  title: '센터 확인 서류',
  intro: '센터에서 처음 가입하셨어요. 아래 서류 중 하나를 사진으로 보내주시면 운영자가 확인하고 승인해요.',
  introAgain: '아래 서류 중 하나를 사진으로 보내면 다시 요청돼요.',
  kinds: MEMBERSHIP_PROOF_KINDS,
  kindsLabel: '보낼 수 있는 서류',
  privacy: '보내주신 사진은 운영자만 볼 수 있어요.',
  again: '거절된 뒤 다시 요청은 한 번만 할 수 있어요. 새 서류를 보내면 다시 요청돼요.',
  sentBefore: '이미 보낸 서류가 있어요. 새로 보내면 바뀌어요.',
  pick: '사진 고르기',
  pickAgain: '다른 사진 고르기',
  preview: '고른 서류 사진',
  send: '서류 보내기',
  sendAgain: '서류 보내고 다시 요청하기',
  tooLarge: '5MB 이하의 사진만 업로드할 수 있습니다.',
  missing: MEMBERSHIP_PROOF_MESSAGES.fileMissing,
  photoType: MEMBERSHIP_PROOF_MESSAGES.photoType,
  failed: '서류를 보내지 못했어요. 다시 시도해주세요.',
  sent: '서류를 보냈어요. 운영자가 확인하면 알려드려요.',
  askedAgain: '다시 요청했어요. 운영자가 확인하면 알려드려요.',
  verified: MEMBERSHIP_PROOF_MESSAGES.alreadyVerified,
  noMore: MEMBERSHIP_PROOF_MESSAGES.noMoreRequests,
  home: '홈으로 가기',
} as const;
