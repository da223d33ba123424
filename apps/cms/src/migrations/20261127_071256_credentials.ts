import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`courses\` ADD \`preview_title\` text;`)
  await db.run(sql`ALTER TABLE \`courses\` ADD \`preview_body\` text;`)
  await db.run(sql`ALTER TABLE \`courses\` ADD \`cpd_hours\` numeric;`)
  await db.run(sql`ALTER TABLE \`courses\` ADD \`cpd_accreditor\` text;`)
  await db.run(sql`ALTER TABLE \`courses\` ADD \`cpd_activity_code\` text;`)
  await db.run(sql`ALTER TABLE \`_courses_v\` ADD \`version_preview_title\` text;`)
  await db.run(sql`ALTER TABLE \`_courses_v\` ADD \`version_preview_body\` text;`)
  await db.run(sql`ALTER TABLE \`_courses_v\` ADD \`version_cpd_hours\` numeric;`)
  await db.run(sql`ALTER TABLE \`_courses_v\` ADD \`version_cpd_accreditor\` text;`)
  await db.run(sql`ALTER TABLE \`_courses_v\` ADD \`version_cpd_activity_code\` text;`)
  await db.run(sql`ALTER TABLE \`certificates\` ADD \`cpd_hours\` numeric;`)
  await db.run(sql`ALTER TABLE \`certificates\` ADD \`cpd_accreditor\` text;`)
  await db.run(sql`ALTER TABLE \`certificates\` ADD \`cpd_activity_code\` text;`)
  await db.run(sql`ALTER TABLE \`certificates\` ADD \`status_index\` numeric;`)
  await db.run(sql`ALTER TABLE \`certificates\` ADD \`identity_salt\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`certificates_status_index_idx\` ON \`certificates\` (\`status_index\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`certificates_status_index_idx\`;`)
  await db.run(sql`ALTER TABLE \`certificates\` DROP COLUMN \`cpd_hours\`;`)
  await db.run(sql`ALTER TABLE \`certificates\` DROP COLUMN \`cpd_accreditor\`;`)
  await db.run(sql`ALTER TABLE \`certificates\` DROP COLUMN \`cpd_activity_code\`;`)
  await db.run(sql`ALTER TABLE \`certificates\` DROP COLUMN \`status_index\`;`)
  await db.run(sql`ALTER TABLE \`certificates\` DROP COLUMN \`identity_salt\`;`)
  await db.run(sql`ALTER TABLE \`courses\` DROP COLUMN \`preview_title\`;`)
  await db.run(sql`ALTER TABLE \`courses\` DROP COLUMN \`preview_body\`;`)
  await db.run(sql`ALTER TABLE \`courses\` DROP COLUMN \`cpd_hours\`;`)
  await db.run(sql`ALTER TABLE \`courses\` DROP COLUMN \`cpd_accreditor\`;`)
  await db.run(sql`ALTER TABLE \`courses\` DROP COLUMN \`cpd_activity_code\`;`)
  await db.run(sql`ALTER TABLE \`_courses_v\` DROP COLUMN \`version_preview_title\`;`)
  await db.run(sql`ALTER TABLE \`_courses_v\` DROP COLUMN \`version_preview_body\`;`)
  await db.run(sql`ALTER TABLE \`_courses_v\` DROP COLUMN \`version_cpd_hours\`;`)
  await db.run(sql`ALTER TABLE \`_courses_v\` DROP COLUMN \`version_cpd_accreditor\`;`)
  await db.run(sql`ALTER TABLE \`_courses_v\` DROP COLUMN \`version_cpd_activity_code\`;`)
}
