// The manager module's own answers: Korean messages only the server can say.
import { ERROR_CODES, MANAGER_API_MESSAGES } from '@dolbom/shared-api/contracts';
import { AppError } from '../../errors';
import { SIGNUP_SERVER_MESSAGES } from '../signup/messages';

export const MANAGER_SERVER_MESSAGES = {
  addressUnknown: SIGNUP_SERVER_MESSAGES.addressUnknown,
  duplicateContact: MANAGER_API_MESSAGES.duplicateContact,
  contactAccepted: '이미 수락된 연락은 취소할 수 없어요.',
  applyNotPending: '이미 처리된 지원이에요.',
  centerMismatch: '센터 정보가 올바르지 않아요.',
} as const;

export const addressUnknown = () =>
  new AppError(400, ERROR_CODES.VALIDATION, MANAGER_SERVER_MESSAGES.addressUnknown, {
    address: MANAGER_SERVER_MESSAGES.addressUnknown,
  });
