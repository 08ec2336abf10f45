export type {
  DiffEntry,
  DiffValue,
  Differ,
  EditingAdapter,
  EditingEvent,
  EditingEventKind,
  EditingId,
  EditingLock,
  EditingVersion,
  Loaded,
  PublishSignature,
  SigningCredentials,
  Phrase,
  PublicationState,
} from './types';
export { useEditing, DEFAULT_RENEW_MS, type Editing, type UseEditingOptions } from './use-editing';
export type { Busy } from './editing-actions';
export { EditingBar, type EditingBarProps } from './editing-bar';
export { LockBanner, type LockBannerProps } from './lock-banner';
export { SaveStateIndicator } from './save-indicator';
export { PublishDialog, type PublishDialogProps } from './publish-dialog';
export { DiscardDialog, type DiscardDialogProps } from './discard-dialog';
export { LostLockDialog, type LostLockDialogProps } from './lost-lock-dialog';
export { DiffList, diffSentence, useDiffSentence } from './diff-list';
export { HistoryPanel, historyKey } from './history-panel';
export { fieldChanges, listChanges, toDiffValue, type FieldSpec, type ListSpec } from './differ';
export { saveReducer, hasUnsavedChanges, type SaveState, type SaveEvent } from './save-state';
export { lockReducer, type LockState, type LockEvent } from './lock-state';
// Lives in src/ui so generated forms (the engine) share it; editors import it from here.
export { useSaveShortcut, isSaveShortcut } from '@/ui/use-save-shortcut';
export { useUnsavedChangesGuard } from './use-unsaved-guard';
export { browserTimer, type IntervalTimer } from './timer';
export { lockLostByDefault } from './failure';
