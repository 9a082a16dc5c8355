import { IconCalendar, IconHome, IconMapPin, IconPerson, lazyPage } from '@dolbom/shared-ui';
import type { RoleModule } from '@dolbom/shared-api';
import { CaregiverHomeHeader } from './features/home/components/home-header';
import { prefetchHome } from './features/home/api/get-main-contacts';
import { HomePage } from './features/home/routes/home-page';
import { CaregiverChatTab } from './features/conversations/components/chat-tab';
const NearPage = lazyPage(() => import('./features/near/routes/near-page').then((m) => m.NearPage));
const MyPage = lazyPage(() => import('./features/mypage/routes/my-page').then((m) => m.MyPage));
const CertificatePage = lazyPage(() =>
  import('./features/mypage/routes/certificate-page').then((m) => m.CertificatePage),
);
const ElderDetailPage = lazyPage(() =>
  import('./features/detail/routes/elder-detail-page').then((m) => m.ElderDetailPage),
);
const ContactDetailPage = lazyPage(() =>
  import('./features/detail/routes/contact-detail-page').then((m) => m.ContactDetailPage),
);
const AcceptPage = lazyPage(() => import('./features/reply/routes/accept-page').then((m) => m.AcceptPage));
const ApplyPage = lazyPage(() => import('./features/reply/routes/apply-page').then((m) => m.ApplyPage));
const AcceptCompletePage = lazyPage(() =>
  import('./features/reply/routes/accept-complete-page').then((m) => m.AcceptCompletePage),
);
const ApplyCompletePage = lazyPage(() =>
  import('./features/reply/routes/apply-complete-page').then((m) => m.ApplyCompletePage),
);
const BookmarkPage = lazyPage(() =>
  import('./features/bookmark/routes/bookmark-page').then((m) => m.BookmarkPage),
);
const InboxPage = lazyPage(() => import('./features/boxes/routes/inbox-page').then((m) => m.InboxPage));
const OutgoingBoxPage = lazyPage(() =>
  import('./features/boxes/routes/outgoing-box-page').then((m) => m.OutgoingBoxPage),
);
const SchedulePage = lazyPage(() =>
  import('./features/jobs/routes/schedule-page').then((m) => m.SchedulePage),
);
const SubstitutesPage = lazyPage(() =>
  import('./features/substitutes/routes/substitutes-page').then((m) => m.SubstitutesPage),
);
const NoShowsPage = lazyPage(() =>
  import('./features/substitutes/routes/no-shows-page').then((m) => m.NoShowsPage),
);
const ConversationsPage = lazyPage(() =>
  import('./features/conversations/routes/conversations-page').then((m) => m.ConversationsPage),
);
const ConversationPage = lazyPage(() =>
  import('./features/conversations/routes/conversation-page').then((m) => m.ConversationPage),
);
const ContractPage = lazyPage(() =>
  import('./features/contracts/routes/contract-page').then((m) => m.ContractPage),
);
const JobPage = lazyPage(() => import('./features/jobs/routes/job-page').then((m) => m.JobPage));
const JobReviewPage = lazyPage(() =>
  import('./features/reviews/routes/job-review-page').then((m) => m.JobReviewPage),
);
const CenterReviewsPage = lazyPage(() =>
  import('./features/reviews/routes/center-reviews-page').then((m) => m.CenterReviewsPage),
);
const ResumePage = lazyPage(() => import('./features/resume/routes/resume-page').then((m) => m.ResumePage));
const ResumeCompletePage = lazyPage(() =>
  import('./features/resume/routes/resume-complete-page').then((m) => m.ResumeCompletePage),
);

/** The caregiver remote's one exposed module (`./role`). */
const role: RoleModule = {
  tabs: [
    { path: '/', label: '홈', icon: <IconHome /> },
    { path: '/near', label: '근처 어르신', icon: <IconMapPin /> },
    // 내 일정 is a tab, not a 내 정보 entry: "오늘 어디 가지?" is asked every day, and a tab is always in
    // sight and one tap away, where an entry hides under the profile cards (issue 31).
    { path: '/schedule', label: '내 일정', icon: <IconCalendar /> },
    // 대화 (issue 32): a tab with the unread count, seen from every tab screen.
    { path: '/conversations', label: '대화', icon: <CaregiverChatTab /> },
    { path: '/mypage', label: '내 정보', icon: <IconPerson /> },
  ],
  routes: [
    { path: '/', element: <HomePage /> },
    { path: '/near', element: <NearPage /> },
    { path: '/mypage', element: <MyPage /> },
    { path: '/mypage/certificate', element: <CertificatePage /> },
    { path: '/schedule', element: <SchedulePage /> },
    { path: '/jobs/:jobId', element: <JobPage /> },
    { path: '/contracts/:contractId', element: <ContractPage /> },
    { path: '/jobs/:jobId/review', element: <JobReviewPage /> },
    { path: '/centers/:centerId/reviews', element: <CenterReviewsPage /> },
    { path: '/substitutes', element: <SubstitutesPage /> },
    { path: '/no-shows', element: <NoShowsPage /> },
    { path: '/conversations', element: <ConversationsPage /> },
    { path: '/conversations/:conversationId', element: <ConversationPage /> },
    { path: '/detail/elder/:elderId', element: <ElderDetailPage /> },
    { path: '/detail/elder/contact/:contactId', element: <ContactDetailPage /> },
    { path: '/accept/complete', element: <AcceptCompletePage /> },
    { path: '/accept/:contactId', element: <AcceptPage /> },
    { path: '/apply/complete', element: <ApplyCompletePage /> },
    { path: '/apply/:elderId', element: <ApplyPage /> },
    { path: '/bookmark', element: <BookmarkPage /> },
    { path: '/inbox', element: <InboxPage /> },
    { path: '/outgoing-box', element: <OutgoingBoxPage /> },
    { path: '/resume', element: <ResumePage /> },
    // The shell has no /complete: the resume's confirmation is the caregiver remote's (spec §2).
    { path: '/complete', element: <ResumeCompletePage /> },
  ],
  HomeHeader: CaregiverHomeHeader,
  prefetch: prefetchHome,
};

export default role;
