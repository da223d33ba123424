export {
  BaseLink,
  LinkProvider,
  useLinkComponent,
  type LinkComponent,
  type LinkComponentProps,
  type LinkProviderProps,
} from './link-provider';
