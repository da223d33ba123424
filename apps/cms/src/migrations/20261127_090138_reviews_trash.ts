import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`reviews\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`reviews_deleted_at_idx\` ON \`reviews\` (\`deleted_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`reviews_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`reviews\` DROP COLUMN \`deleted_at\`;`)
}
