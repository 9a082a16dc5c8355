import { IconHome, IconPerson, IconUsers } from '@dolbom/shared-ui';
import type { RoleModule } from '@dolbom/shared-api';
import { ManagerHomeHeader } from './features/home/components/home-header';
import { HomePage } from './features/home/routes/home-page';
import { ElderAdminPage } from './features/elder-admin/routes/elder-admin-page';
import { MyPage } from './features/mypage/routes/my-page';

/** The manager remote's one exposed module (`./role`). */
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
  ],
  HomeHeader: ManagerHomeHeader,
};

export default role;
