import { IconHome, IconMapPin, IconPerson } from '@dolbom/shared-ui';
import type { RoleModule } from '@dolbom/shared-api';
import { CaregiverHomeHeader } from './features/home/components/home-header';
import { HomePage } from './features/home/routes/home-page';
import { NearPage } from './features/near/routes/near-page';
import { MyPage } from './features/mypage/routes/my-page';

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
  ],
  HomeHeader: CaregiverHomeHeader,
};

export default role;
