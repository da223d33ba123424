import * as migration_20261122_032852_initial from './20261122_032852_initial';
import * as migration_20261123_014124_rate_limit_hits from './20261123_014124_rate_limit_hits';
import * as migration_20261123_042232_leads_and_subscribers from './20261123_042232_leads_and_subscribers';
import * as migration_20261123_052922_media_drafts_seo from './20261123_052922_media_drafts_seo';
import * as migration_20261123_072245_learning_pages_storage from './20261123_072245_learning_pages_storage';
import * as migration_20261123_075201_service_pages from './20261123_075201_service_pages';
import * as migration_20261123_083015_listing_pages from './20261123_083015_listing_pages';
import * as migration_20261127_043426_journals from './20261127_043426_journals';
import * as migration_20261127_071256_credentials from './20261127_071256_credentials';
import * as migration_20261127_075729_orders from './20261127_075729_orders';
import * as migration_20261127_090112_media_invert_in_dark from './20261127_090112_media_invert_in_dark';
import * as migration_20261127_090138_reviews_trash from './20261127_090138_reviews_trash';
import * as migration_20261127_113629_certificate_outlives_its_holder from './20261127_113629_certificate_outlives_its_holder';
import * as migration_20261127_120447_list_indexes from './20261127_120447_list_indexes';

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
    name: '20261123_083015_listing_pages',
  },
  {
    up: migration_20261127_043426_journals.up,
    down: migration_20261127_043426_journals.down,
    name: '20261127_043426_journals',
  },
  {
    up: migration_20261127_071256_credentials.up,
    down: migration_20261127_071256_credentials.down,
    name: '20261127_071256_credentials',
  },
  {
    up: migration_20261127_075729_orders.up,
    down: migration_20261127_075729_orders.down,
    name: '20261127_075729_orders',
  },
  {
    up: migration_20261127_090112_media_invert_in_dark.up,
    down: migration_20261127_090112_media_invert_in_dark.down,
    name: '20261127_090112_media_invert_in_dark',
  },
  {
    up: migration_20261127_090138_reviews_trash.up,
    down: migration_20261127_090138_reviews_trash.down,
    name: '20261127_090138_reviews_trash',
  },
  {
    up: migration_20261127_113629_certificate_outlives_its_holder.up,
    down: migration_20261127_113629_certificate_outlives_its_holder.down,
    name: '20261127_113629_certificate_outlives_its_holder',
  },
  {
    up: migration_20261127_120447_list_indexes.up,
    down: migration_20261127_120447_list_indexes.down,
    name: '20261127_120447_list_indexes'
  },
];
