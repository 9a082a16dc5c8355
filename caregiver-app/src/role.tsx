import { IconHome, IconMapPin, IconPerson } from '@dolbom/shared-ui';
import type { RoleModule } from '@dolbom/shared-api';
import { CaregiverHomeHeader } from './features/home/components/home-header';
import { prefetchHome } from './features/home/api/get-main-contacts';
import { HomePage } from './features/home/routes/home-page';
import { NearPage } from './features/near/routes/near-page';
import { MyPage } from './features/mypage/routes/my-page';
import { ElderDetailPage } from './features/detail/routes/elder-detail-page';
import { ContactDetailPage } from './features/detail/routes/contact-detail-page';
import { AcceptPage } from './features/reply/routes/accept-page';
import { ApplyPage } from './features/reply/routes/apply-page';
import { AcceptCompletePage } from './features/reply/routes/accept-complete-page';
import { ApplyCompletePage } from './features/reply/routes/apply-complete-page';
import { BookmarkPage } from './features/bookmark/routes/bookmark-page';
import { InboxPage } from './features/boxes/routes/inbox-page';
import { OutgoingBoxPage } from './features/boxes/routes/outgoing-box-page';
import { ResumePage } from './features/resume/routes/resume-page';
import { ResumeCompletePage } from './features/resume/routes/resume-complete-page';

/** The caregiver remote's one exposed module (`./role`). */
const role: RoleModule = {
  tabs: [
    { path: '/', label: '홈', icon: <IconHome /> },
    { path: '/near', label: '근처 어르신', icon: <IconMapPin /> },
    { path: '/mypage', label: '내 정보', icon: <IconPerson /> },
  ],
  routes: [
    { path: '/', element: <HomePage /> },
    { path: '/near', element: <NearPage /> },
    { path: '/mypage', element: <MyPage /> },
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
