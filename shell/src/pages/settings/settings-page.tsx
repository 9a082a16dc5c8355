// 설정 (minimal, for the notifications branch): the 알림 받기 section. The settings helper's page
// owns this file; the lead merges the section into it.
import { SubPage } from '@dolbom/shared-ui';
import { NotificationSettings } from '../../notifications/notification-settings';

export default function SettingsPage() {
  return (
    <SubPage title="설정">
      <NotificationSettings />
    </SubPage>
  );
}
