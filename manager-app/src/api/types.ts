// The manager API's shapes come from the contract (shared-api/src/contracts/manager-api.ts).
export type {
  ApplyEntry,
  CaregiverCard,
  CaregiverDetail,
  CenterProfile,
  ElderListItem,
  ManagerBookmark,
  ManagerElderDetail as ElderDetail,
  ManagerMyPage,
  ManagerTab as ListTab,
  ManagerTaskFlags as TaskFlags,
  OutgoingContact,
  OutgoingContactDetail,
  ManagerDistance,
  ManagerSort,
} from '@dolbom/shared-api/contracts';
