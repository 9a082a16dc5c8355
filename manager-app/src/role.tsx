import { IconHome, IconPerson, IconUsers, lazyPage } from '@dolbom/shared-ui';
import type { RoleModule } from '@dolbom/shared-api';
import { ManagerHomeHeader } from './features/home/components/home-header';
import { prefetchHome } from './features/home/api/prefetch-home';
import { HomePage } from './features/home/routes/home-page';
import { ManagerChatTab } from './features/conversations/components/chat-tab';
const ElderAdminPage = lazyPage(() =>
  import('./features/elder-admin/routes/elder-admin-page').then((m) => m.ElderAdminPage),
);
const ElderRegisterPage = lazyPage(() =>
  import('./features/elder-register/routes/elder-register-page').then((m) => m.ElderRegisterPage),
);
const ElderDetailPage = lazyPage(() =>
  import('./features/elder-admin/routes/elder-detail-page').then((m) => m.ElderDetailPage),
);
const ElderSectionPage = lazyPage(() =>
  import('./features/elder-register/routes/elder-section-page').then((m) => m.ElderSectionPage),
);
const ElderCompletePage = lazyPage(() =>
  import('./features/elder-register/routes/complete-page').then((m) => m.ElderCompletePage),
);
const CaregiverDetailPage = lazyPage(() =>
  import('./features/caregiver-detail/routes/caregiver-detail-page').then((m) => m.CaregiverDetailPage),
);
const ContactPage = lazyPage(() =>
  import('./features/contact/routes/contact-page').then((m) => m.ContactPage),
);
const BookmarkPage = lazyPage(() =>
  import('./features/bookmark/routes/bookmark-page').then((m) => m.BookmarkPage),
);
const InboxPage = lazyPage(() => import('./features/inbox/routes/inbox-page').then((m) => m.InboxPage));
const OutgoingBoxPage = lazyPage(() =>
  import('./features/outgoing/routes/outgoing-box-page').then((m) => m.OutgoingBoxPage),
);
const ContactDetailPage = lazyPage(() =>
  import('./features/outgoing/routes/contact-detail-page').then((m) => m.ContactDetailPage),
);
const ConnectionPage = lazyPage(() =>
  import('./features/jobs/routes/connection-page').then((m) => m.ConnectionPage),
);
const ProposePage = lazyPage(() => import('./features/jobs/routes/propose-page').then((m) => m.ProposePage));
const ContractPage = lazyPage(() =>
  import('./features/contracts/routes/contract-page').then((m) => m.ContractPage),
);
const ContractFormPage = lazyPage(() =>
  import('./features/contracts/routes/contract-form-page').then((m) => m.ContractFormPage),
);
const JobPage = lazyPage(() => import('./features/jobs/routes/job-page').then((m) => m.JobPage));
const JobReviewPage = lazyPage(() =>
  import('./features/reviews/routes/job-review-page').then((m) => m.JobReviewPage),
);
const CaregiverReviewsPage = lazyPage(() =>
  import('./features/reviews/routes/caregiver-reviews-page').then((m) => m.CaregiverReviewsPage),
);
const SubstitutePage = lazyPage(() =>
  import('./features/substitutes/routes/substitute-page').then((m) => m.SubstitutePage),
);
const ConversationsPage = lazyPage(() =>
  import('./features/conversations/routes/conversations-page').then((m) => m.ConversationsPage),
);
const ConversationPage = lazyPage(() =>
  import('./features/conversations/routes/conversation-page').then((m) => m.ConversationPage),
);
const AssignmentsPage = lazyPage(() =>
  import('./features/jobs/routes/assignments-page').then((m) => m.AssignmentsPage),
);
const MyPage = lazyPage(() => import('./features/mypage/routes/my-page').then((m) => m.MyPage));
const ModifyCenterPage = lazyPage(() =>
  import('./features/modify-center/routes/modify-center-page').then((m) => m.ModifyCenterPage),
);
const CenterMembersPage = lazyPage(() =>
  import('./features/center-members/routes/center-members-page').then((m) => m.CenterMembersPage),
);
const ProofPage = lazyPage(() =>
  import('./features/membership-proof/routes/proof-page').then((m) => m.ProofPage),
);

/** The manager remote's one exposed module (`./role`). Tab paths get the shell's home frame. */
const role: RoleModule = {
  tabs: [
    { path: '/', label: '홈', icon: <IconHome /> },
    { path: '/elder-admin', label: '어르신 관리', icon: <IconUsers /> },
    { path: '/conversations', label: '대화', icon: <ManagerChatTab /> },
    { path: '/mypage', label: '내 정보', icon: <IconPerson /> },
  ],
  routes: [
    { path: '/', element: <HomePage /> },
    { path: '/elder-admin', element: <ElderAdminPage /> },
    { path: '/mypage', element: <MyPage /> },
    { path: '/elder-register', element: <ElderRegisterPage /> },
    { path: '/elder-admin/:elderId', element: <ElderDetailPage /> },
    { path: '/elder-admin/:elderId/edit/:section', element: <ElderSectionPage /> },
    { path: '/complete2', element: <ElderCompletePage /> },
    { path: '/detail/care/:caregiverId', element: <CaregiverDetailPage /> },
    { path: '/detail/care/contact/:contactId', element: <ContactDetailPage /> },
    { path: '/contact/:caregiverId', element: <ContactPage /> },
    { path: '/bookmark', element: <BookmarkPage /> },
    { path: '/inbox', element: <InboxPage /> },
    { path: '/outgoing-box', element: <OutgoingBoxPage /> },
    { path: '/modify-center/:centerId', element: <ModifyCenterPage /> },
    { path: '/center-members', element: <CenterMembersPage /> },
    { path: '/membership-proof', element: <ProofPage /> },
    { path: '/connections/:connectionId', element: <ConnectionPage /> },
    { path: '/connections/:connectionId/propose', element: <ProposePage /> },
    { path: '/jobs/:jobId', element: <JobPage /> },
    { path: '/jobs/:jobId/contract', element: <ContractFormPage /> },
    { path: '/contracts/:contractId', element: <ContractPage /> },
    { path: '/jobs/:jobId/review', element: <JobReviewPage /> },
    { path: '/caregivers/:caregiverId/reviews', element: <CaregiverReviewsPage /> },
    { path: '/assignments', element: <AssignmentsPage /> },
    { path: '/substitutes/new', element: <SubstitutePage /> },
    { path: '/conversations', element: <ConversationsPage /> },
    { path: '/conversations/:conversationId', element: <ConversationPage /> },
  ],
  HomeHeader: ManagerHomeHeader,
  prefetch: prefetchHome,
};

export default role;
