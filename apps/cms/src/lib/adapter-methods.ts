/** The database adapter's methods that Payload's operations read through. */
export const ADAPTER_READS = [
  'count',
  'countGlobalVersions',
  'countVersions',
  'find',
  'findDistinct',
  'findGlobal',
  'findGlobalVersions',
  'findOne',
  'findVersions',
  'queryDrafts',
] as const;

/** The ones they write through (`upsert` is left out: it writes by calling `updateOne`). */
export const ADAPTER_WRITES = [
  'create',
  'createGlobal',
  'createGlobalVersion',
  'createVersion',
  'deleteMany',
  'deleteOne',
  'deleteVersions',
  'updateGlobal',
  'updateGlobalVersion',
  'updateJobs',
  'updateMany',
  'updateOne',
  'updateVersion',
] as const;
