// 알림 (issue 12): the in-app list, unread count, read marks, the stream ticket, push subscriptions
// and the SMS preference. A notification carries ids, what it is about and the route to open in the
// recipient's remote: for a caregiver the center and the posting's title (never the elder's name), for
// a manager the caregiver's name and the manager's own elder's (issue 30); never health details or a
// phone number. Push and SMS say only NOTIFICATION_PUSH_TEXT.
import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './page';
import { recordIdSchema, textSchema } from './primitives';

export const NOTIFICATION_TYPES = [
  'contact_received',
  'contact_accepted',
  'contact_declined',
  'contact_withdrawn',
  'apply_received',
  'apply_accepted',
  'apply_declined',
  'apply_withdrawn',
  'membership_requested',
  'membership_approved',
  'membership_refused',
  'certificate_confirmed',
  'certificate_refused',
  // Issue 31: jobs (refId = the job id) and the end of a pending apply/contact when a job closed the posting.
  'job_proposed',
  'job_confirmed',
  'job_talk',
  'job_ended',
  'recruiting_closed',
  // Issue 30: an elder's care ended (refId = the apply or contact); a leaving member's elders moved.
  'care_ended',
  'elders_received',
  'elders_handed_off',
  'report_resolved',
  // Issue 33: 근로계약서 (refId = the contract id).
  'contract_ready',
  'contract_signed',
  'contract_completed',
  'contract_change_requested',
  // Issue 34: 후기 (refId = the job id; review_hidden: the review id, to its writer).
  'review_written',
  'review_visible',
  'review_hidden',
  // Issue 35: 대체 근무 (refId = the job for absence_reported, else the substitute request).
  'absence_reported',
  'substitute_offered',
  'substitute_closed',
  'substitute_cancelled',
  'substitute_taken',
  'no_show_recorded',
  // A visit she took as a substitute is off (the manager cancelled it, or the job ended before it).
  'substitute_visit_cancelled',
  // The substitute who took a visit left or was suspended: the request is open again (to its manager).
  'substitute_released',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** What the list shows for each event (Korean, for people). */
export const NOTIFICATION_TEXT: Record<NotificationType, string> = {
  contact_received: '새 연락이 도착했어요.',
  contact_accepted: '보낸 연락이 수락됐어요.',
  contact_declined: '보낸 연락이 거절됐어요.',
  contact_withdrawn: '받은 연락이 취소됐어요.',
  apply_received: '새 지원이 도착했어요.',
  apply_accepted: '지원이 수락됐어요.',
  apply_declined: '지원이 거절됐어요.',
  apply_withdrawn: '받은 지원이 취소됐어요.',
  membership_requested: '센터 회원 승인 요청이 왔어요.',
  membership_approved: '센터 회원으로 인증됐어요.',
  membership_refused: '센터 회원 요청이 거절됐어요.',
  certificate_confirmed: '자격증이 확인됐어요. 센터에 ‘자격 확인됨’이 보여요.',
  certificate_refused: '자격증이 확인되지 않았어요. 눌러서 고쳐주세요.',
  job_proposed: '채용 제안이 도착했어요.',
  job_confirmed: '근무가 확정됐어요.',
  job_talk: '요양보호사가 다시 이야기하고 싶어 해요.',
  job_ended: '근무가 종료됐어요.',
  recruiting_closed: '다른 요양보호사와 연결되어 모집이 마감되었어요.',
  care_ended: '어르신의 돌봄이 끝나 모집이 마감되었어요.',
  elders_received: '동료의 어르신을 넘겨받았어요.',
  elders_handed_off: '담당 어르신이 동료에게 넘어갔어요.',
  report_resolved: '신고하신 내용을 처리했어요.',
  contract_ready: '근로계약서가 도착했어요. 읽고 서명해주세요.',
  contract_signed: '상대방이 근로계약서에 서명했어요.',
  contract_completed: '근로계약서 서명이 끝났어요. PDF를 받을 수 있어요.',
  contract_change_requested: '요양보호사가 근로계약서를 고쳐달라고 했어요.',
  review_written: '상대방이 후기를 남겼어요. 후기를 쓰면 함께 공개돼요.',
  review_visible: '후기가 공개됐어요.',
  review_hidden: '남기신 후기를 운영자가 가렸어요.',
  absence_reported: '요양보호사가 이날 못 간다고 알려왔어요. 대체 요청을 보내주세요.',
  substitute_offered: '대체 근무 요청이 왔어요.',
  substitute_closed: '대체 근무 요청이 마감되었어요.',
  substitute_cancelled: '대체 근무 요청이 취소되었어요.',
  substitute_taken: '대체 근무를 갈 요양보호사가 정해졌어요.',
  no_show_recorded: '센터가 ‘연락 없이 오지 않았어요’를 기록했어요. 답변을 남길 수 있어요.',
  substitute_visit_cancelled: '맡으신 대체 근무가 취소되었어요. 그날은 가지 않아도 돼요.',
  substitute_released: '대체 근무를 맡은 요양보호사가 갈 수 없게 되어 다시 구하고 있어요.',
};

/** Push and SMS texts: generic, the link follows. */
export const NOTIFICATION_PUSH_TEXT: Record<NotificationType, string> = {
  contact_received: '새 연락이 도착했어요. 돌봄이음에서 확인해주세요.',
  contact_accepted: '보낸 연락에 답이 왔어요. 돌봄이음에서 확인해주세요.',
  contact_declined: '보낸 연락에 답이 왔어요. 돌봄이음에서 확인해주세요.',
  contact_withdrawn: '받은 연락이 취소됐어요. 돌봄이음에서 확인해주세요.',
  apply_received: '새 지원이 도착했어요. 돌봄이음에서 확인해주세요.',
  apply_accepted: '지원에 답이 왔어요. 돌봄이음에서 확인해주세요.',
  apply_declined: '지원에 답이 왔어요. 돌봄이음에서 확인해주세요.',
  apply_withdrawn: '받은 지원이 취소됐어요. 돌봄이음에서 확인해주세요.',
  membership_requested: '센터 회원 승인 요청이 왔어요. 돌봄이음에서 확인해주세요.',
  membership_approved: '센터 회원 요청에 답이 왔어요. 돌봄이음에서 확인해주세요.',
  membership_refused: '센터 회원 요청에 답이 왔어요. 돌봄이음에서 확인해주세요.',
  certificate_confirmed: '자격증 확인 결과가 나왔어요. 돌봄이음에서 확인해주세요.',
  certificate_refused: '자격증 확인 결과가 나왔어요. 돌봄이음에서 확인해주세요.',
  job_proposed: '채용 제안이 도착했어요. 돌봄이음에서 확인해주세요.',
  job_confirmed: '채용 제안에 답이 왔어요. 돌봄이음에서 확인해주세요.',
  job_talk: '채용 제안에 답이 왔어요. 돌봄이음에서 확인해주세요.',
  job_ended: '근무 소식이 있어요. 돌봄이음에서 확인해주세요.',
  recruiting_closed: '지원하신 모집 소식이 있어요. 돌봄이음에서 확인해주세요.',
  care_ended: '지원하신 모집 소식이 있어요. 돌봄이음에서 확인해주세요.',
  elders_received: '담당 어르신 소식이 있어요. 돌봄이음에서 확인해주세요.',
  elders_handed_off: '담당 어르신 소식이 있어요. 돌봄이음에서 확인해주세요.',
  report_resolved: '신고하신 내용의 처리 결과가 나왔어요. 돌봄이음에서 확인해주세요.',
  contract_ready: '근로계약서가 도착했어요. 돌봄이음에서 확인해주세요.',
  contract_signed: '근로계약서 소식이 있어요. 돌봄이음에서 확인해주세요.',
  contract_completed: '근로계약서 소식이 있어요. 돌봄이음에서 확인해주세요.',
  contract_change_requested: '근로계약서 소식이 있어요. 돌봄이음에서 확인해주세요.',
  review_written: '후기 소식이 있어요. 돌봄이음에서 확인해주세요.',
  review_visible: '후기 소식이 있어요. 돌봄이음에서 확인해주세요.',
  review_hidden: '후기 소식이 있어요. 돌봄이음에서 확인해주세요.',
  absence_reported: '근무 소식이 있어요. 돌봄이음에서 확인해주세요.',
  substitute_offered: '대체 근무 요청이 왔어요. 돌봄이음에서 확인해주세요.',
  substitute_closed: '대체 근무 요청이 마감되었어요. 돌봄이음에서 확인해주세요.',
  substitute_cancelled: '대체 근무 요청이 취소되었어요. 돌봄이음에서 확인해주세요.',
  substitute_taken: '근무 소식이 있어요. 돌봄이음에서 확인해주세요.',
  no_show_recorded: '근무 소식이 있어요. 돌봄이음에서 확인해주세요.',
  substitute_visit_cancelled: '근무 소식이 있어요. 돌봄이음에서 확인해주세요.',
  substitute_released: '근무 소식이 있어요. 돌봄이음에서 확인해주세요.',
};

/**
 * Events told in the app only (the list and the live stream, no push or SMS): one push per person per
 * substitute request, so its closing is not pushed again (issue 35).
 */
export const IN_APP_ONLY_NOTIFICATIONS: ReadonlySet<NotificationType> = new Set([
  'substitute_closed',
  'substitute_cancelled',
]);

export const NOTIFICATION_MESSAGES = {
  id: '알림을 확인해주세요.',
  subscription: '알림 구독 정보를 확인해주세요.',
  ticket: '알림 연결이 만료됐어요. 다시 연결해주세요.',
  pushUnavailable: '이 서버에서는 앱 푸시를 사용할 수 없어요.',
} as const;

export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  /** The contact or apply id; for membership_* the requesting manager's user id; for certificate_* the review's id; for job_* the job id. */
  refId: z.number().int(),
  title: z.string(),
  text: z.string(),
  /** Route in the recipient's remote, e.g. `/detail/elder/contact/12`. */
  target: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = pageSchema(notificationSchema);
export const notificationListQuerySchema = pageQuerySchema;
export const notificationIdParamsSchema = z.object({ id: recordIdSchema(NOTIFICATION_MESSAGES.id) });
export const unreadCountSchema = z.object({ count: z.number().int() });
export const streamTicketSchema = z.object({ ticket: z.string(), expiresInSeconds: z.number().int() });
export const streamQuerySchema = z.object({ ticket: z.string().max(200).optional() });

export const notificationPreferencesSchema = z.object({ sms: z.boolean() });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

const keyText = textSchema(NOTIFICATION_MESSAGES.subscription).min(1).max(300);
export const pushSubscriptionBodySchema = z.object({
  endpoint: textSchema(NOTIFICATION_MESSAGES.subscription)
    .url(NOTIFICATION_MESSAGES.subscription)
    .max(2000)
    // Push services answer over https only; the server also checks the host (PUSH_SERVICE_HOSTS).
    .refine((u) => u.startsWith('https://'), NOTIFICATION_MESSAGES.subscription),
  keys: z.object({ p256dh: keyText, auth: keyText }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;
export const pushSubscriptionDeleteSchema = z.object({
  endpoint: textSchema(NOTIFICATION_MESSAGES.subscription).min(1).max(2000),
});
export const pushConfigSchema = z.object({ publicKey: z.string() });

/** The payload a push message carries to the service worker. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
}
