export { ReasonHost } from './reason-host';
export { ReasonDialog, REASON_CHOICES } from './reason-dialog';
