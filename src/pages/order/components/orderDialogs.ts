/** The order dialogs, one chunk that loads when a row's actions are first reached, not with the list. */
export { default as DeliverModal } from './DeliverModal';
export { default as PayModal } from './PayModal';
export { ApproveModal, ChangeModal, ReceivingModal, TextModal } from './OrderModals';
