// @dolbom/shared-ui — design system of 돌봄이음. Generic pieces only; no app data.

// Loads the DefaultTheme augmentation for every package that imports shared-ui (erased at runtime).
import type {} from './styled';

export {
  theme,
  colors,
  fontSizes,
  fontWeights,
  lineHeights,
  space,
  radii,
  shadows,
  layout,
  zIndices,
  fontFamily,
  px,
} from './theme';
export type { DolbomTheme } from './theme';
export { GlobalStyle } from './global-style';
export { DolbomThemeProvider } from './theme-provider';
export type { DolbomThemeProviderProps } from './theme-provider';
export { messages } from './messages';

export { AppFrame } from './layout/app-frame';
export { Page, PageBody, PageTitle } from './layout/page';
export { BottomBar, BOTTOM_BAR_HEIGHT } from './layout/bottom-bar';
export { SubPage, useBack } from './layout/sub-page';
export { useUrlStep } from './hooks/use-url-step';
export type { UrlStep, UrlStepOptions } from './hooks/use-url-step';
export type { SubPageProps } from './layout/sub-page';

export { Button } from './components/button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './components/button';
export { TextField } from './components/text-field';
export { PasswordPair } from './components/password-pair';
export type { PasswordPairProps } from './components/password-pair';
export type { TextFieldProps } from './components/text-field';
export { Checkbox } from './components/checkbox';
export type { CheckboxProps } from './components/checkbox';
export { Header, IconButton } from './components/header';
export type { HeaderProps } from './components/header';
export { TabBar, TabBarSpacer } from './components/tab-bar';
export type { TabBarProps, TabBarItem } from './components/tab-bar';
export { EmptyState } from './components/empty-state';
export type { EmptyStateProps } from './components/empty-state';
export { ErrorState } from './components/error-state';
export type { ErrorStateProps } from './components/error-state';
export { Skeleton, SkeletonList } from './components/skeleton';
export type { SkeletonProps, SkeletonListProps } from './components/skeleton';
export { FullPageMessage } from './components/full-page-message';
export type { FullPageMessageProps } from './components/full-page-message';
export { InfoCard } from './components/info-card';
export { InfoRow, InfoSection } from './components/info-rows';
export { StretchedLink } from './components/stretched-link';
export { PagedList } from './components/paged-list';
export type { PagedListProps } from './components/paged-list';
export { PhotoPicker, PHOTO_MAX_BYTES } from './components/photo-picker';
export type { PhotoPickerProps } from './components/photo-picker';
export type { InfoCardProps } from './components/info-card';
export { TitleBlock } from './components/title-block';
export type { TitleBlockProps } from './components/title-block';
export { Spinner } from './components/spinner';
export type { SpinnerProps } from './components/spinner';
export { VisuallyHidden } from './components/visually-hidden';
export { Toast, RouteToast, toastState, useTimedValue } from './components/toast';
export type { ToastProps, ToastAction } from './components/toast';

export { Modal } from './dialogs/modal';
export type { ModalProps } from './dialogs/modal';
export { ConfirmModal, splitLines } from './dialogs/confirm-modal';
export type { ConfirmModalProps } from './dialogs/confirm-modal';
export { UnavailableDialog } from './dialogs/unavailable-dialog';
export type { UnavailableDialogProps } from './dialogs/unavailable-dialog';
export { BottomSheet } from './dialogs/bottom-sheet';
export type { BottomSheetProps } from './dialogs/bottom-sheet';
export { ReportSheet } from './dialogs/report-sheet';
export { ReportAction } from './dialogs/report-action';
export type { ReportActionProps } from './dialogs/report-action';
export type { ReportSheetProps, ReportSheetOutcome, ReportSheetValues } from './dialogs/report-sheet';
export {
  DialogActions,
  DialogBody,
  DialogText,
  DialogTitle,
  SheetActions,
  SheetBody,
} from './dialogs/dialog-parts';

export { MessageThread } from './conversation/message-thread';
export type { MessageThreadProps, ThreadMessage, ThreadPending } from './conversation/message-thread';
export { ConversationList } from './conversation/conversation-list';
export type { ConversationListItem, ConversationListProps } from './conversation/conversation-list';
export { ChatTabIcon } from './conversation/chat-tab-icon';

export {
  IconBack,
  IconChat,
  IconBell,
  IconBookmark,
  IconCalendar,
  IconCheck,
  IconChevronDown,
  IconClose,
  IconGear,
  IconHome,
  IconMapPin,
  IconPerson,
  IconUsers,
} from './icons';
export type { IconProps } from './icons';

export { SelectField } from './components/select-field';
export type { SelectFieldProps, SelectOption } from './components/select-field';
export { SegmentedTabs } from './components/segmented-tabs';
export type { SegmentedTabsProps, SegmentedTab } from './components/segmented-tabs';
export { ChipGroup } from './components/chip-group';
export type { ChipGroupProps, ChipOption } from './components/chip-group';
export type { SegmentedTabItem } from './components/segmented-tabs';
export { TaskTags } from './components/task-tags';
export type { TaskTagsProps, TaskFlags } from './components/task-tags';
export { ToggleSwitch } from './components/toggle-switch';
export type { ToggleSwitchProps } from './components/toggle-switch';
export { BookmarkButton } from './components/bookmark-button';
export type { BookmarkButtonProps } from './components/bookmark-button';

export { PostcodeFinder } from './address/postcode-finder';
export type { PostcodeFinderProps } from './address/postcode-finder';
export { DongSearch } from './address/dong-search';
export type { DongSearchProps, DongItem } from './address/dong-search';
export { LocateButton } from './address/locate-button';
export type { LocateButtonProps, LocateDong } from './address/locate-button';
export {
  loadPostcodeScript,
  toPostcodeAddress,
  POSTCODE_SCRIPT_URL,
  POSTCODE_TIMEOUT_MS,
} from './address/postcode';
export type { PostcodeAddress, PostcodeConstructor, PostcodeResult } from './address/postcode';
export { SearchStatus } from './search/search-status';
export type { SearchStatusTexts } from './search/search-status';
export { useDebouncedSearch, SEARCH_DEBOUNCE_MS } from './search/use-debounced-search';
export type { SearchFn, SearchState } from './search/use-debounced-search';
export { Fieldset, Legend } from './components/fieldset';
export { ExperienceFields, emptyExperienceValue } from './components/experience-fields';
export type { ExperienceFieldsProps, ExperienceValue } from './components/experience-fields';
export { FitList } from './components/fit-list';
export type { FitListProps } from './components/fit-list';
export { SignaturePad } from './contract/signature-pad';
export type { SignaturePadProps, SignatureStroke } from './contract/signature-pad';
export { ContractView } from './contract/contract-view';
export type { ContractViewProps } from './contract/contract-view';
export { ContractSignForm } from './contract/contract-sign-form';
export type { ContractSignFormProps } from './contract/contract-sign-form';
export { ContractScreen } from './contract/contract-screen';
export type { ContractScreenProps } from './contract/contract-screen';
// 후기 (issue 34): a job's review panel (form, waiting, both shown) and a center's or caregiver's reviews.
export { ReviewForm } from './reviews/review-form';
export type { ReviewFormProps, ReviewFormValues } from './reviews/review-form';
export { ReviewPanel, ReviewCard } from './reviews/review-panel';
export type { ReviewPanelProps } from './reviews/review-panel';
export { ReviewList } from './reviews/review-list';
export type { ReviewListProps } from './reviews/review-list';
export { JobReviewScreen } from './reviews/job-review-screen';
export type { JobReviewScreenProps } from './reviews/job-review-screen';
