import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`rate_limit_hits\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`bucket\` text NOT NULL,
  	\`key\` text NOT NULL,
  	\`at\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`rate_limit_hits_at_idx\` ON \`rate_limit_hits\` (\`at\`);`)
  await db.run(sql`CREATE INDEX \`bucket_key_at_idx\` ON \`rate_limit_hits\` (\`bucket\`,\`key\`,\`at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`rate_limit_hits\`;`)
}
