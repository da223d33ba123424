import * as migration_20261127_064636_initial from './20261127_064636_initial';
import * as migration_20261127_071312_credentials from './20261127_071312_credentials';
import * as migration_20261127_075743_orders from './20261127_075743_orders';
import * as migration_20261127_090118_media_invert_in_dark from './20261127_090118_media_invert_in_dark';
import * as migration_20261127_090143_reviews_trash from './20261127_090143_reviews_trash';
import * as migration_20261127_113636_certificate_outlives_its_holder from './20261127_113636_certificate_outlives_its_holder';
import * as migration_20261127_120452_list_indexes from './20261127_120452_list_indexes';

export const migrations = [
  {
    up: migration_20261127_064636_initial.up,
    down: migration_20261127_064636_initial.down,
    name: '20261127_064636_initial',
  },
  {
    up: migration_20261127_071312_credentials.up,
    down: migration_20261127_071312_credentials.down,
    name: '20261127_071312_credentials',
  },
  {
    up: migration_20261127_075743_orders.up,
    down: migration_20261127_075743_orders.down,
    name: '20261127_075743_orders',
  },
  {
    up: migration_20261127_090118_media_invert_in_dark.up,
    down: migration_20261127_090118_media_invert_in_dark.down,
    name: '20261127_090118_media_invert_in_dark',
  },
  {
    up: migration_20261127_090143_reviews_trash.up,
    down: migration_20261127_090143_reviews_trash.down,
    name: '20261127_090143_reviews_trash',
  },
  {
    up: migration_20261127_113636_certificate_outlives_its_holder.up,
    down: migration_20261127_113636_certificate_outlives_its_holder.down,
    name: '20261127_113636_certificate_outlives_its_holder',
  },
  {
    up: migration_20261127_120452_list_indexes.up,
    down: migration_20261127_120452_list_indexes.down,
    name: '20261127_120452_list_indexes'
  },
];
