import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`journals_subjects\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`journals\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`journals_subjects_order_idx\` ON \`journals_subjects\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`journals_subjects_parent_idx\` ON \`journals_subjects\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`journals_study_types\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`journals\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`journals_study_types_order_idx\` ON \`journals_study_types\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`journals_study_types_parent_idx\` ON \`journals_study_types\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`journals_indexing\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`journals\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`journals_indexing_order_idx\` ON \`journals_indexing\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`journals_indexing_parent_idx\` ON \`journals_indexing\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`journals\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`publisher\` text,
  	\`issn_print\` text,
  	\`issn_electronic\` text,
  	\`homepage\` text,
  	\`scope\` text,
  	\`access\` text DEFAULT 'hybrid',
  	\`apc_usd\` numeric,
  	\`decision_weeks\` numeric,
  	\`impact_band\` text,
  	\`active\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`journals_publisher_idx\` ON \`journals\` (\`publisher\`);`)
  await db.run(sql`CREATE INDEX \`journals_active_idx\` ON \`journals\` (\`active\`);`)
  await db.run(sql`CREATE INDEX \`journals_updated_at_idx\` ON \`journals\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`journals_created_at_idx\` ON \`journals\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`journals__status_idx\` ON \`journals\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_journals_v_version_subjects\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_journals_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_journals_v_version_subjects_order_idx\` ON \`_journals_v_version_subjects\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_journals_v_version_subjects_parent_idx\` ON \`_journals_v_version_subjects\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_journals_v_version_study_types\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_journals_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_journals_v_version_study_types_order_idx\` ON \`_journals_v_version_study_types\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_journals_v_version_study_types_parent_idx\` ON \`_journals_v_version_study_types\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_journals_v_version_indexing\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_journals_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_journals_v_version_indexing_order_idx\` ON \`_journals_v_version_indexing\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_journals_v_version_indexing_parent_idx\` ON \`_journals_v_version_indexing\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_journals_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_publisher\` text,
  	\`version_issn_print\` text,
  	\`version_issn_electronic\` text,
  	\`version_homepage\` text,
  	\`version_scope\` text,
  	\`version_access\` text DEFAULT 'hybrid',
  	\`version_apc_usd\` numeric,
  	\`version_decision_weeks\` numeric,
  	\`version_impact_band\` text,
  	\`version_active\` integer DEFAULT true,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`journals\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_journals_v_parent_idx\` ON \`_journals_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_journals_v_version_version_publisher_idx\` ON \`_journals_v\` (\`version_publisher\`);`)
  await db.run(sql`CREATE INDEX \`_journals_v_version_version_active_idx\` ON \`_journals_v\` (\`version_active\`);`)
  await db.run(sql`CREATE INDEX \`_journals_v_version_version_updated_at_idx\` ON \`_journals_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_journals_v_version_version_created_at_idx\` ON \`_journals_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_journals_v_version_version__status_idx\` ON \`_journals_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_journals_v_created_at_idx\` ON \`_journals_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_journals_v_updated_at_idx\` ON \`_journals_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_journals_v_latest_idx\` ON \`_journals_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_journals_v_autosave_idx\` ON \`_journals_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`journals_id\` integer REFERENCES journals(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_journals_id_idx\` ON \`payload_locked_documents_rels\` (\`journals_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`journals_subjects\`;`)
  await db.run(sql`DROP TABLE \`journals_study_types\`;`)
  await db.run(sql`DROP TABLE \`journals_indexing\`;`)
  await db.run(sql`DROP TABLE \`journals\`;`)
  await db.run(sql`DROP TABLE \`_journals_v_version_subjects\`;`)
  await db.run(sql`DROP TABLE \`_journals_v_version_study_types\`;`)
  await db.run(sql`DROP TABLE \`_journals_v_version_indexing\`;`)
  await db.run(sql`DROP TABLE \`_journals_v\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`services_id\` integer,
  	\`courses_id\` integer,
  	\`projects_id\` integer,
  	\`reviews_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	\`enrollments_id\` integer,
  	\`assessment_attempts_id\` integer,
  	\`project_submissions_id\` integer,
  	\`certificates_id\` integer,
  	\`service_requests_id\` integer,
  	\`leads_id\` integer,
  	\`subscribers_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`courses_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`projects_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reviews_id\`) REFERENCES \`reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enrollments_id\`) REFERENCES \`enrollments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`assessment_attempts_id\`) REFERENCES \`assessment_attempts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`project_submissions_id\`) REFERENCES \`project_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`certificates_id\`) REFERENCES \`certificates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`service_requests_id\`) REFERENCES \`service_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscribers_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "services_id", "courses_id", "projects_id", "reviews_id", "media_id", "users_id", "enrollments_id", "assessment_attempts_id", "project_submissions_id", "certificates_id", "service_requests_id", "leads_id", "subscribers_id") SELECT "id", "order", "parent_id", "path", "services_id", "courses_id", "projects_id", "reviews_id", "media_id", "users_id", "enrollments_id", "assessment_attempts_id", "project_submissions_id", "certificates_id", "service_requests_id", "leads_id", "subscribers_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_services_id_idx\` ON \`payload_locked_documents_rels\` (\`services_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_courses_id_idx\` ON \`payload_locked_documents_rels\` (\`courses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_projects_id_idx\` ON \`payload_locked_documents_rels\` (\`projects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`reviews_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enrollments_id_idx\` ON \`payload_locked_documents_rels\` (\`enrollments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_assessment_attempts_id_idx\` ON \`payload_locked_documents_rels\` (\`assessment_attempts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_project_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`project_submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_certificates_id_idx\` ON \`payload_locked_documents_rels\` (\`certificates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_service_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`service_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`)
}
