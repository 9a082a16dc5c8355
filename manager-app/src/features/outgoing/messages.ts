import { MEMBERSHIP_PROOF_MESSAGES } from '@dolbom/shared-api/contracts';

export const OUTGOING_TEXT = {
  title: '보낸 연락함',
  tabs: '연락 상태',
  empty: '보낸 요청이 없어요',
  withdraw: '연락 취소',
  confirmWithdraw: '보낸 연락을 취소할까요?\n취소한 뒤에도 다시 연락할 수 있어요.',
  confirmLeft: '아니요',
  confirmRight: '연락 취소',
  actionError: '처리하지 못했어요. 다시 시도해주세요.',
  sentOn: (d: string) => `${d} 보냄`,
  detailTitle: '보낸 연락',
  pending: '답변을 기다리고 있어요',
  /** Not delivered yet: the sender is not a verified member (issue 29, PRODUCT.md "Trust"). */
  held: MEMBERSHIP_PROOF_MESSAGES.held,
  accepted: '요양보호사가 수락했어요',
} as const;
