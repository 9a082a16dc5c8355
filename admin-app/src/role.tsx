import { Navigate } from 'react-router-dom';
import { IconCheck, IconHome, IconPerson } from '@dolbom/shared-ui';
import type { RoleModule } from '@dolbom/shared-api';
import { AdminHomeHeader } from './features/home/components/home-header';
import { HomePage } from './features/home/routes/home-page';
import { AuditPage } from './features/audit/routes/audit-page';
import { UsersPage } from './features/users/routes/users-page';
import { UserDetailPage } from './features/users/routes/user-detail-page';
import { MembershipsPage } from './features/memberships/routes/memberships-page';
import { CertificatesPage } from './features/certificates/routes/certificates-page';
import { ReportsPage } from './features/reports/routes/reports-page';

/**
 * The operator remote's one exposed module (`./role`), loaded only for ROLE_ADMIN. Its screens live
 * under /admin/**; / is the operator's home (the shell draws the home header and settings there).
 */
const role: RoleModule = {
  tabs: [
    { path: '/', label: '홈', icon: <IconHome /> },
    { path: '/admin/users', label: '회원 찾기', icon: <IconPerson /> },
    { path: '/admin/audit', label: '감사 기록', icon: <IconCheck /> },
  ],
  routes: [
    { path: '/', element: <HomePage /> },
    { path: '/admin', element: <Navigate to="/" replace /> },
    { path: '/admin/audit', element: <AuditPage /> },
    { path: '/admin/users', element: <UsersPage /> },
    { path: '/admin/users/:id', element: <UserDetailPage /> },
    { path: '/admin/memberships', element: <MembershipsPage /> },
    { path: '/admin/certificates', element: <CertificatesPage /> },
    { path: '/admin/reports', element: <ReportsPage /> },
  ],
  HomeHeader: AdminHomeHeader,
  // Issue 30: the caregivers' camera/location sheet meant nothing to an operator.
  askPermissions: false,
};

export default role;
