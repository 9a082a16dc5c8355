import { IconHome, IconPerson, IconUsers } from '@dolbom/shared-ui';
import type { RoleModule } from '@dolbom/shared-api';
import { ManagerHomeHeader } from './features/home/components/home-header';
import { prefetchHome } from './features/home/api/prefetch-home';
import { HomePage } from './features/home/routes/home-page';
import { ElderAdminPage } from './features/elder-admin/routes/elder-admin-page';
import { ElderRegisterPage } from './features/elder-register/routes/elder-register-page';
import { ElderEditPage } from './features/elder-register/routes/elder-edit-page';
import { ElderCompletePage } from './features/elder-register/routes/complete-page';
import { CaregiverDetailPage } from './features/caregiver-detail/routes/caregiver-detail-page';
import { ContactPage } from './features/contact/routes/contact-page';
import { BookmarkPage } from './features/bookmark/routes/bookmark-page';
import { InboxPage } from './features/inbox/routes/inbox-page';
import { OutgoingBoxPage } from './features/outgoing/routes/outgoing-box-page';
import { ContactDetailPage } from './features/outgoing/routes/contact-detail-page';
import { MyPage } from './features/mypage/routes/my-page';
import { ModifyCenterPage } from './features/modify-center/routes/modify-center-page';
import { CenterMembersPage } from './features/center-members/routes/center-members-page';

/** The manager remote's one exposed module (`./role`). Tab paths get the shell's home frame. */
const role: RoleModule = {
  tabs: [
    { path: '/', label: '홈', icon: <IconHome /> },
    { path: '/elder-admin', label: '어르신 관리', icon: <IconUsers /> },
    { path: '/mypage', label: '내 정보', icon: <IconPerson /> },
  ],
  routes: [
    { path: '/', element: <HomePage /> },
    { path: '/elder-admin', element: <ElderAdminPage /> },
    { path: '/mypage', element: <MyPage /> },
    { path: '/elder-register', element: <ElderRegisterPage /> },
    { path: '/elder-admin/:elderId', element: <ElderEditPage /> },
    { path: '/complete2', element: <ElderCompletePage /> },
    { path: '/detail/care/:caregiverId', element: <CaregiverDetailPage /> },
    { path: '/detail/care/contact/:contactId', element: <ContactDetailPage /> },
    { path: '/contact/:caregiverId', element: <ContactPage /> },
    { path: '/bookmark', element: <BookmarkPage /> },
    { path: '/inbox', element: <InboxPage /> },
    { path: '/outgoing-box', element: <OutgoingBoxPage /> },
    { path: '/modify-center/:centerId', element: <ModifyCenterPage /> },
    { path: '/center-members', element: <CenterMembersPage /> },
  ],
  HomeHeader: ManagerHomeHeader,
  prefetch: prefetchHome,
};

export default role;
