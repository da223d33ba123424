export { orderFileProblem } from './check-file';
export { FileUpload, ORDER_FILE_HINT } from './file-upload';
export { OrderFileList } from './file-list';
export { LinkedText } from './linked-text';
export { MessageComposer } from './message-composer';
export { MessageThread } from './message-thread';
export { eventLabel, OrderTimeline } from './order-timeline';
export type { OrderViewer } from './who';
export { ORDER_STATUS_TONES } from './status';
