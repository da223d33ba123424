import * as migration_20261122_032852_initial from './20261122_032852_initial';
import * as migration_20261123_014124_rate_limit_hits from './20261123_014124_rate_limit_hits';
import * as migration_20261123_042232_leads_and_subscribers from './20261123_042232_leads_and_subscribers';
import * as migration_20261123_052922_media_drafts_seo from './20261123_052922_media_drafts_seo';
import * as migration_20261123_072245_learning_pages_storage from './20261123_072245_learning_pages_storage';
import * as migration_20261123_075201_service_pages from './20261123_075201_service_pages';
import * as migration_20261123_083015_listing_pages from './20261123_083015_listing_pages';

export const migrations = [
  {
    up: migration_20261122_032852_initial.up,
    down: migration_20261122_032852_initial.down,
    name: '20261122_032852_initial',
  },
  {
    up: migration_20261123_014124_rate_limit_hits.up,
    down: migration_20261123_014124_rate_limit_hits.down,
    name: '20261123_014124_rate_limit_hits',
  },
  {
    up: migration_20261123_042232_leads_and_subscribers.up,
    down: migration_20261123_042232_leads_and_subscribers.down,
    name: '20261123_042232_leads_and_subscribers',
  },
  {
    up: migration_20261123_052922_media_drafts_seo.up,
    down: migration_20261123_052922_media_drafts_seo.down,
    name: '20261123_052922_media_drafts_seo',
  },
  {
    up: migration_20261123_072245_learning_pages_storage.up,
    down: migration_20261123_072245_learning_pages_storage.down,
    name: '20261123_072245_learning_pages_storage',
  },
  {
    up: migration_20261123_075201_service_pages.up,
    down: migration_20261123_075201_service_pages.down,
    name: '20261123_075201_service_pages',
  },
  {
    up: migration_20261123_083015_listing_pages.up,
    down: migration_20261123_083015_listing_pages.down,
    name: '20261123_083015_listing_pages'
  },
];
