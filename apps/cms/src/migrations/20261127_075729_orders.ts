import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`request_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`request_id\` integer NOT NULL,
  	\`user_id\` integer,
  	\`actor_id\` integer,
  	\`actor_name\` text NOT NULL,
  	\`by_team\` integer DEFAULT false NOT NULL,
  	\`type\` text NOT NULL,
  	\`status\` text,
  	\`due_date\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`request_id\`) REFERENCES \`service_requests\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`actor_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`request_events_request_idx\` ON \`request_events\` (\`request_id\`);`)
  await db.run(sql`CREATE INDEX \`request_events_user_idx\` ON \`request_events\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`request_events_actor_idx\` ON \`request_events\` (\`actor_id\`);`)
  await db.run(sql`CREATE INDEX \`request_events_updated_at_idx\` ON \`request_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`request_events_created_at_idx\` ON \`request_events\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`request_messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`request_id\` integer NOT NULL,
  	\`user_id\` integer,
  	\`actor_id\` integer,
  	\`actor_name\` text NOT NULL,
  	\`by_team\` integer DEFAULT false NOT NULL,
  	\`body\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`request_id\`) REFERENCES \`service_requests\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`actor_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`request_messages_request_idx\` ON \`request_messages\` (\`request_id\`);`)
  await db.run(sql`CREATE INDEX \`request_messages_user_idx\` ON \`request_messages\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`request_messages_actor_idx\` ON \`request_messages\` (\`actor_id\`);`)
  await db.run(sql`CREATE INDEX \`request_messages_updated_at_idx\` ON \`request_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`request_messages_created_at_idx\` ON \`request_messages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`request_files\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`request_id\` integer NOT NULL,
  	\`user_id\` integer,
  	\`actor_id\` integer,
  	\`actor_name\` text NOT NULL,
  	\`by_team\` integer DEFAULT false NOT NULL,
  	\`name\` text,
  	\`kind\` text NOT NULL,
  	\`prefix\` text DEFAULT '',
  	\`_objectkey\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	FOREIGN KEY (\`request_id\`) REFERENCES \`service_requests\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`actor_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`request_files_request_idx\` ON \`request_files\` (\`request_id\`);`)
  await db.run(sql`CREATE INDEX \`request_files_user_idx\` ON \`request_files\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`request_files_actor_idx\` ON \`request_files\` (\`actor_id\`);`)
  await db.run(sql`CREATE INDEX \`request_files_updated_at_idx\` ON \`request_files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`request_files_created_at_idx\` ON \`request_files\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`request_files_filename_idx\` ON \`request_files\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`notifications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`kind\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`body\` text NOT NULL,
  	\`href\` text NOT NULL,
  	\`request_id\` integer,
  	\`read_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`request_id\`) REFERENCES \`service_requests\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`notifications_user_idx\` ON \`notifications\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`notifications_request_idx\` ON \`notifications\` (\`request_id\`);`)
  await db.run(sql`CREATE INDEX \`notifications_updated_at_idx\` ON \`notifications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`notifications_created_at_idx\` ON \`notifications\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`user_readAt_idx\` ON \`notifications\` (\`user_id\`,\`read_at\`);`)
  await db.run(sql`CREATE TABLE \`mail_outbox\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`batch\` text NOT NULL,
  	\`audience\` text NOT NULL,
  	\`user_id\` integer,
  	\`request_id\` integer NOT NULL,
  	\`event\` text NOT NULL,
  	\`claim_token\` text,
  	\`claimed_until\` text,
  	\`attempts\` numeric DEFAULT 0 NOT NULL,
  	\`sent_at\` text,
  	\`failed_at\` text,
  	\`last_error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`request_id\`) REFERENCES \`service_requests\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`mail_outbox_batch_idx\` ON \`mail_outbox\` (\`batch\`);`)
  await db.run(sql`CREATE INDEX \`mail_outbox_user_idx\` ON \`mail_outbox\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`mail_outbox_request_idx\` ON \`mail_outbox\` (\`request_id\`);`)
  await db.run(sql`CREATE INDEX \`mail_outbox_updated_at_idx\` ON \`mail_outbox\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`mail_outbox_created_at_idx\` ON \`mail_outbox\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`sentAt_failedAt_createdAt_idx\` ON \`mail_outbox\` (\`sent_at\`,\`failed_at\`,\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`service_requests\` ADD \`due_date\` text;`)
  await db.run(sql`ALTER TABLE \`service_requests\` ADD \`assignee_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`service_requests\` ADD \`internal_notes\` text;`)
  await db.run(sql`ALTER TABLE \`service_requests\` ADD \`member_read_at\` text;`)
  await db.run(sql`ALTER TABLE \`service_requests\` ADD \`team_read_at\` text;`)
  await db.run(sql`CREATE INDEX \`service_requests_assignee_idx\` ON \`service_requests\` (\`assignee_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`request_events_id\` integer REFERENCES request_events(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`request_messages_id\` integer REFERENCES request_messages(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`request_files_id\` integer REFERENCES request_files(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`notifications_id\` integer REFERENCES notifications(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_request_events_id_idx\` ON \`payload_locked_documents_rels\` (\`request_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_request_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`request_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_request_files_id_idx\` ON \`payload_locked_documents_rels\` (\`request_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_notifications_id_idx\` ON \`payload_locked_documents_rels\` (\`notifications_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`request_events\`;`)
  await db.run(sql`DROP TABLE \`request_messages\`;`)
  await db.run(sql`DROP TABLE \`request_files\`;`)
  await db.run(sql`DROP TABLE \`notifications\`;`)
  await db.run(sql`DROP TABLE \`mail_outbox\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_service_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`service_title\` text NOT NULL,
  	\`user_id\` integer,
  	\`requester_name\` text,
  	\`details\` text NOT NULL,
  	\`status\` text DEFAULT 'in_review' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_service_requests\`("id", "service_title", "user_id", "requester_name", "details", "status", "updated_at", "created_at") SELECT "id", "service_title", "user_id", "requester_name", "details", "status", "updated_at", "created_at" FROM \`service_requests\`;`)
  await db.run(sql`DROP TABLE \`service_requests\`;`)
  await db.run(sql`ALTER TABLE \`__new_service_requests\` RENAME TO \`service_requests\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`service_requests_user_idx\` ON \`service_requests\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`service_requests_updated_at_idx\` ON \`service_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`service_requests_created_at_idx\` ON \`service_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`services_id\` integer,
  	\`courses_id\` integer,
  	\`projects_id\` integer,
  	\`reviews_id\` integer,
  	\`journals_id\` integer,
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
  	FOREIGN KEY (\`journals_id\`) REFERENCES \`journals\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "services_id", "courses_id", "projects_id", "reviews_id", "journals_id", "media_id", "users_id", "enrollments_id", "assessment_attempts_id", "project_submissions_id", "certificates_id", "service_requests_id", "leads_id", "subscribers_id") SELECT "id", "order", "parent_id", "path", "services_id", "courses_id", "projects_id", "reviews_id", "journals_id", "media_id", "users_id", "enrollments_id", "assessment_attempts_id", "project_submissions_id", "certificates_id", "service_requests_id", "leads_id", "subscribers_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_services_id_idx\` ON \`payload_locked_documents_rels\` (\`services_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_courses_id_idx\` ON \`payload_locked_documents_rels\` (\`courses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_projects_id_idx\` ON \`payload_locked_documents_rels\` (\`projects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`reviews_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_journals_id_idx\` ON \`payload_locked_documents_rels\` (\`journals_id\`);`)
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
