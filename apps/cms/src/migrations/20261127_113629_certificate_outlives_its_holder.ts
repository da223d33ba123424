import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_certificates\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`user_id\` integer,
  	\`course_id\` integer NOT NULL,
  	\`holder_name\` text NOT NULL,
  	\`course_title\` text NOT NULL,
  	\`issued_at\` text NOT NULL,
  	\`status\` text DEFAULT 'valid' NOT NULL,
  	\`revoked_at\` text,
  	\`cpd_hours\` numeric,
  	\`cpd_accreditor\` text,
  	\`cpd_activity_code\` text,
  	\`status_index\` numeric,
  	\`identity_salt\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`course_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_certificates\`("id", "code", "user_id", "course_id", "holder_name", "course_title", "issued_at", "status", "revoked_at", "cpd_hours", "cpd_accreditor", "cpd_activity_code", "status_index", "identity_salt", "updated_at", "created_at") SELECT "id", "code", "user_id", "course_id", "holder_name", "course_title", "issued_at", "status", "revoked_at", "cpd_hours", "cpd_accreditor", "cpd_activity_code", "status_index", "identity_salt", "updated_at", "created_at" FROM \`certificates\`;`)
  await db.run(sql`DROP TABLE \`certificates\`;`)
  await db.run(sql`ALTER TABLE \`__new_certificates\` RENAME TO \`certificates\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`certificates_code_idx\` ON \`certificates\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`certificates_user_idx\` ON \`certificates\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`certificates_course_idx\` ON \`certificates\` (\`course_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`certificates_status_index_idx\` ON \`certificates\` (\`status_index\`);`)
  await db.run(sql`CREATE INDEX \`certificates_updated_at_idx\` ON \`certificates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`certificates_created_at_idx\` ON \`certificates\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`user_course_1_idx\` ON \`certificates\` (\`user_id\`,\`course_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_certificates\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`course_id\` integer NOT NULL,
  	\`holder_name\` text NOT NULL,
  	\`course_title\` text NOT NULL,
  	\`issued_at\` text NOT NULL,
  	\`status\` text DEFAULT 'valid' NOT NULL,
  	\`revoked_at\` text,
  	\`cpd_hours\` numeric,
  	\`cpd_accreditor\` text,
  	\`cpd_activity_code\` text,
  	\`status_index\` numeric,
  	\`identity_salt\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`course_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_certificates\`("id", "code", "user_id", "course_id", "holder_name", "course_title", "issued_at", "status", "revoked_at", "cpd_hours", "cpd_accreditor", "cpd_activity_code", "status_index", "identity_salt", "updated_at", "created_at") SELECT "id", "code", "user_id", "course_id", "holder_name", "course_title", "issued_at", "status", "revoked_at", "cpd_hours", "cpd_accreditor", "cpd_activity_code", "status_index", "identity_salt", "updated_at", "created_at" FROM \`certificates\`;`)
  await db.run(sql`DROP TABLE \`certificates\`;`)
  await db.run(sql`ALTER TABLE \`__new_certificates\` RENAME TO \`certificates\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`certificates_code_idx\` ON \`certificates\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`certificates_user_idx\` ON \`certificates\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`certificates_course_idx\` ON \`certificates\` (\`course_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`certificates_status_index_idx\` ON \`certificates\` (\`status_index\`);`)
  await db.run(sql`CREATE INDEX \`certificates_updated_at_idx\` ON \`certificates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`certificates_created_at_idx\` ON \`certificates\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`user_course_1_idx\` ON \`certificates\` (\`user_id\`,\`course_id\`);`)
}
