export { getSiteSettings, siteSettingsQuery, siteSettingsQueryKey, useSiteSettings } from './api/get-site-settings';
export { NumbersBand } from './components/numbers-band';
export { ProofLine } from './components/proof-line';
