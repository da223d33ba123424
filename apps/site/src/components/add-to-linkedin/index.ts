export { AddToLinkedIn, type AddToLinkedInProps } from './add-to-linkedin';
