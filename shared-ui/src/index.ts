// @dolbom/shared-ui — design system of 돌봄이음. Generic pieces only; no app data.
//
// Three layers, each its own shared module (docs/adr/0046-first-load-split-shared-code.md):
// - '@dolbom/shared-ui/core': what /login draws (theme, buttons, fields, icons), re-exported here;
// - '@dolbom/shared-ui' (this entry): the rest of the design system every signed-in screen uses;
// - feature entries, loaded only with the screens that use them: '@dolbom/shared-ui/conversation',
//   '/contract', '/reviews', '/report' and '/address'.

// Loads the DefaultTheme augmentation for every package that imports shared-ui (erased at runtime).
import type {} from './styled';

export * from '@dolbom/shared-ui/core';

export { Page, PageBody, PageTitle } from './layout/page';
export { BottomBar, BOTTOM_BAR_HEIGHT } from './layout/bottom-bar';
export { SubPage, useBack } from './layout/sub-page';
export { lazyPage } from './layout/lazy-page';
export type { LazyPage } from './layout/lazy-page';
export { useUrlStep } from './hooks/use-url-step';
export type { UrlStep, UrlStepOptions } from './hooks/use-url-step';
export type { SubPageProps } from './layout/sub-page';

export { PasswordPair } from './components/password-pair';
export type { PasswordPairProps } from './components/password-pair';
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
export {
  DialogActions,
  DialogBody,
  DialogText,
  DialogTitle,
  SheetActions,
  SheetBody,
} from './dialogs/dialog-parts';

export { ChatTabIcon } from './conversation/chat-tab-icon';

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

export { SearchStatus } from './search/search-status';
export type { SearchStatusTexts } from './search/search-status';
export { useDebouncedSearch, SEARCH_DEBOUNCE_MS } from './search/use-debounced-search';
export type { SearchFn, SearchState } from './search/use-debounced-search';
export { Fieldset, Legend } from './components/fieldset';
export { ExperienceFields, emptyExperienceValue } from './components/experience-fields';
export type { ExperienceFieldsProps, ExperienceValue } from './components/experience-fields';
export { FitList } from './components/fit-list';
export type { FitListProps } from './components/fit-list';
