import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`courses_assessment_questions_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`courses_assessment_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`courses_assessment_questions_options_order_idx\` ON \`courses_assessment_questions_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`courses_assessment_questions_options_parent_id_idx\` ON \`courses_assessment_questions_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`courses_assessment_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`prompt\` text,
  	\`correct_option\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`courses_assessment_questions_order_idx\` ON \`courses_assessment_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`courses_assessment_questions_parent_id_idx\` ON \`courses_assessment_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_courses_v_version_assessment_questions_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_courses_v_version_assessment_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_courses_v_version_assessment_questions_options_order_idx\` ON \`_courses_v_version_assessment_questions_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_version_assessment_questions_options_parent_id_idx\` ON \`_courses_v_version_assessment_questions_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_courses_v_version_assessment_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`prompt\` text,
  	\`correct_option\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_courses_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_courses_v_version_assessment_questions_order_idx\` ON \`_courses_v_version_assessment_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_version_assessment_questions_parent_id_idx\` ON \`_courses_v_version_assessment_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`project_submissions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`course_id\` integer NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`link\` text,
  	\`status\` text DEFAULT 'submitted' NOT NULL,
  	\`comment\` text,
  	\`submitted_at\` text NOT NULL,
  	\`reviewed_at\` text,
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
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`course_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`project_submissions_user_idx\` ON \`project_submissions\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`project_submissions_course_idx\` ON \`project_submissions\` (\`course_id\`);`)
  await db.run(sql`CREATE INDEX \`project_submissions_status_idx\` ON \`project_submissions\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`project_submissions_updated_at_idx\` ON \`project_submissions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`project_submissions_created_at_idx\` ON \`project_submissions\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`project_submissions_filename_idx\` ON \`project_submissions\` (\`filename\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`user_course_idx\` ON \`project_submissions\` (\`user_id\`,\`course_id\`);`)
  await db.run(sql`CREATE TABLE \`certificates\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`course_id\` integer NOT NULL,
  	\`holder_name\` text NOT NULL,
  	\`course_title\` text NOT NULL,
  	\`issued_at\` text NOT NULL,
  	\`status\` text DEFAULT 'valid' NOT NULL,
  	\`revoked_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`course_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`certificates_code_idx\` ON \`certificates\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`certificates_user_idx\` ON \`certificates\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`certificates_course_idx\` ON \`certificates\` (\`course_id\`);`)
  await db.run(sql`CREATE INDEX \`certificates_updated_at_idx\` ON \`certificates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`certificates_created_at_idx\` ON \`certificates\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`user_course_1_idx\` ON \`certificates\` (\`user_id\`,\`course_id\`);`)
  await db.run(sql`CREATE TABLE \`assessment_attempts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer,
  	\`course_id\` integer,
  	\`answers\` text,
  	\`correct\` numeric NOT NULL,
  	\`total\` numeric NOT NULL,
  	\`score\` numeric NOT NULL,
  	\`passed\` integer DEFAULT false NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`course_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`assessment_attempts_user_idx\` ON \`assessment_attempts\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`assessment_attempts_course_idx\` ON \`assessment_attempts\` (\`course_id\`);`)
  await db.run(sql`CREATE INDEX \`assessment_attempts_updated_at_idx\` ON \`assessment_attempts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`assessment_attempts_created_at_idx\` ON \`assessment_attempts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`home_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hero_eyebrow\` text,
  	\`hero_headline\` text,
  	\`hero_lead\` text,
  	\`hero_image_id\` integer,
  	\`services_eyebrow\` text,
  	\`services_heading\` text,
  	\`services_description\` text,
  	\`portfolio_eyebrow\` text,
  	\`portfolio_heading\` text,
  	\`portfolio_description\` text,
  	\`reviews_eyebrow\` text,
  	\`reviews_heading\` text,
  	\`reviews_description\` text,
  	\`numbers_eyebrow\` text,
  	\`numbers_heading\` text,
  	\`numbers_description\` text,
  	\`team_eyebrow\` text,
  	\`team_heading\` text,
  	\`team_description\` text,
  	\`team_body\` text,
  	\`cta_eyebrow\` text,
  	\`cta_heading\` text,
  	\`cta_description\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_hero_hero_image_idx\` ON \`home_page\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_meta_meta_image_idx\` ON \`home_page\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page__status_idx\` ON \`home_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_hero_eyebrow\` text,
  	\`version_hero_headline\` text,
  	\`version_hero_lead\` text,
  	\`version_hero_image_id\` integer,
  	\`version_services_eyebrow\` text,
  	\`version_services_heading\` text,
  	\`version_services_description\` text,
  	\`version_portfolio_eyebrow\` text,
  	\`version_portfolio_heading\` text,
  	\`version_portfolio_description\` text,
  	\`version_reviews_eyebrow\` text,
  	\`version_reviews_heading\` text,
  	\`version_reviews_description\` text,
  	\`version_numbers_eyebrow\` text,
  	\`version_numbers_heading\` text,
  	\`version_numbers_description\` text,
  	\`version_team_eyebrow\` text,
  	\`version_team_heading\` text,
  	\`version_team_description\` text,
  	\`version_team_body\` text,
  	\`version_cta_eyebrow\` text,
  	\`version_cta_heading\` text,
  	\`version_cta_description\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_hero_version_hero_image_idx\` ON \`_home_page_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_meta_version_meta_image_idx\` ON \`_home_page_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_version__status_idx\` ON \`_home_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_created_at_idx\` ON \`_home_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_updated_at_idx\` ON \`_home_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_latest_idx\` ON \`_home_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_autosave_idx\` ON \`_home_page_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`about_page_values_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`about_page_values_items_order_idx\` ON \`about_page_values_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_page_values_items_parent_id_idx\` ON \`about_page_values_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_page_leadership_leaders\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text,
  	\`base\` text,
  	\`bio\` text,
  	\`photo_id\` integer,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`about_page_leadership_leaders_order_idx\` ON \`about_page_leadership_leaders\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_page_leadership_leaders_parent_id_idx\` ON \`about_page_leadership_leaders\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`about_page_leadership_leaders_photo_idx\` ON \`about_page_leadership_leaders\` (\`photo_id\`);`)
  await db.run(sql`CREATE TABLE \`about_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hero_eyebrow\` text,
  	\`hero_headline\` text,
  	\`hero_lead\` text,
  	\`hero_image_id\` integer,
  	\`mission\` text,
  	\`vision\` text,
  	\`values_eyebrow\` text,
  	\`values_heading\` text,
  	\`values_description\` text,
  	\`leadership_eyebrow\` text,
  	\`leadership_heading\` text,
  	\`leadership_description\` text,
  	\`next_eyebrow\` text,
  	\`next_heading\` text,
  	\`next_description\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`about_page_hero_hero_image_idx\` ON \`about_page\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`about_page_meta_meta_image_idx\` ON \`about_page\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`about_page__status_idx\` ON \`about_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_version_values_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_values_items_order_idx\` ON \`_about_page_v_version_values_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_values_items_parent_id_idx\` ON \`_about_page_v_version_values_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_version_leadership_leaders\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text,
  	\`base\` text,
  	\`bio\` text,
  	\`photo_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_leadership_leaders_order_idx\` ON \`_about_page_v_version_leadership_leaders\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_leadership_leaders_parent_id_idx\` ON \`_about_page_v_version_leadership_leaders\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_leadership_leaders_photo_idx\` ON \`_about_page_v_version_leadership_leaders\` (\`photo_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_hero_eyebrow\` text,
  	\`version_hero_headline\` text,
  	\`version_hero_lead\` text,
  	\`version_hero_image_id\` integer,
  	\`version_mission\` text,
  	\`version_vision\` text,
  	\`version_values_eyebrow\` text,
  	\`version_values_heading\` text,
  	\`version_values_description\` text,
  	\`version_leadership_eyebrow\` text,
  	\`version_leadership_heading\` text,
  	\`version_leadership_description\` text,
  	\`version_next_eyebrow\` text,
  	\`version_next_heading\` text,
  	\`version_next_description\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_hero_version_hero_image_idx\` ON \`_about_page_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_meta_version_meta_image_idx\` ON \`_about_page_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_version__status_idx\` ON \`_about_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_created_at_idx\` ON \`_about_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_updated_at_idx\` ON \`_about_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_latest_idx\` ON \`_about_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_autosave_idx\` ON \`_about_page_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`contact_page_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_page_faq_items_order_idx\` ON \`contact_page_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`contact_page_faq_items_parent_id_idx\` ON \`contact_page_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`contact_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hero_eyebrow\` text,
  	\`hero_headline\` text,
  	\`hero_lead\` text,
  	\`hero_image_id\` integer,
  	\`email_note\` text,
  	\`faq_eyebrow\` text,
  	\`faq_heading\` text,
  	\`faq_description\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_page_hero_hero_image_idx\` ON \`contact_page\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`contact_page_meta_meta_image_idx\` ON \`contact_page\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`contact_page__status_idx\` ON \`contact_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_contact_page_v_version_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_contact_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_contact_page_v_version_faq_items_order_idx\` ON \`_contact_page_v_version_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_contact_page_v_version_faq_items_parent_id_idx\` ON \`_contact_page_v_version_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_contact_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_hero_eyebrow\` text,
  	\`version_hero_headline\` text,
  	\`version_hero_lead\` text,
  	\`version_hero_image_id\` integer,
  	\`version_email_note\` text,
  	\`version_faq_eyebrow\` text,
  	\`version_faq_heading\` text,
  	\`version_faq_description\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_contact_page_v_version_hero_version_hero_image_idx\` ON \`_contact_page_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_contact_page_v_version_meta_version_meta_image_idx\` ON \`_contact_page_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_contact_page_v_version_version__status_idx\` ON \`_contact_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_contact_page_v_created_at_idx\` ON \`_contact_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_contact_page_v_updated_at_idx\` ON \`_contact_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_contact_page_v_latest_idx\` ON \`_contact_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_contact_page_v_autosave_idx\` ON \`_contact_page_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`workgroups_page_schedule_weeks\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`summary\` text,
  	\`outcome\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`workgroups_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`workgroups_page_schedule_weeks_order_idx\` ON \`workgroups_page_schedule_weeks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`workgroups_page_schedule_weeks_parent_id_idx\` ON \`workgroups_page_schedule_weeks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`workgroups_page_milestones_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`workgroups_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`workgroups_page_milestones_items_order_idx\` ON \`workgroups_page_milestones_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`workgroups_page_milestones_items_parent_id_idx\` ON \`workgroups_page_milestones_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`workgroups_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hero_eyebrow\` text,
  	\`hero_headline\` text,
  	\`hero_lead\` text,
  	\`hero_image_id\` integer,
  	\`schedule_eyebrow\` text,
  	\`schedule_heading\` text,
  	\`schedule_description\` text,
  	\`milestones_eyebrow\` text,
  	\`milestones_heading\` text,
  	\`milestones_description\` text,
  	\`join_eyebrow\` text,
  	\`join_heading\` text,
  	\`join_description\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`workgroups_page_hero_hero_image_idx\` ON \`workgroups_page\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`workgroups_page_meta_meta_image_idx\` ON \`workgroups_page\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`workgroups_page__status_idx\` ON \`workgroups_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`workgroups_page_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`workgroups_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`workgroups_page_texts_order_parent\` ON \`workgroups_page_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_workgroups_page_v_version_schedule_weeks\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`summary\` text,
  	\`outcome\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_workgroups_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_workgroups_page_v_version_schedule_weeks_order_idx\` ON \`_workgroups_page_v_version_schedule_weeks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_workgroups_page_v_version_schedule_weeks_parent_id_idx\` ON \`_workgroups_page_v_version_schedule_weeks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_workgroups_page_v_version_milestones_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_workgroups_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_workgroups_page_v_version_milestones_items_order_idx\` ON \`_workgroups_page_v_version_milestones_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_workgroups_page_v_version_milestones_items_parent_id_idx\` ON \`_workgroups_page_v_version_milestones_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_workgroups_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_hero_eyebrow\` text,
  	\`version_hero_headline\` text,
  	\`version_hero_lead\` text,
  	\`version_hero_image_id\` integer,
  	\`version_schedule_eyebrow\` text,
  	\`version_schedule_heading\` text,
  	\`version_schedule_description\` text,
  	\`version_milestones_eyebrow\` text,
  	\`version_milestones_heading\` text,
  	\`version_milestones_description\` text,
  	\`version_join_eyebrow\` text,
  	\`version_join_heading\` text,
  	\`version_join_description\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_workgroups_page_v_version_hero_version_hero_image_idx\` ON \`_workgroups_page_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_workgroups_page_v_version_meta_version_meta_image_idx\` ON \`_workgroups_page_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_workgroups_page_v_version_version__status_idx\` ON \`_workgroups_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_workgroups_page_v_created_at_idx\` ON \`_workgroups_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_workgroups_page_v_updated_at_idx\` ON \`_workgroups_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_workgroups_page_v_latest_idx\` ON \`_workgroups_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_workgroups_page_v_autosave_idx\` ON \`_workgroups_page_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_workgroups_page_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_workgroups_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_workgroups_page_v_texts_order_parent\` ON \`_workgroups_page_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`courses\` ADD \`assessment_pass_mark\` numeric DEFAULT 80;`)
  await db.run(sql`ALTER TABLE \`_courses_v\` ADD \`version_assessment_pass_mark\` numeric DEFAULT 80;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`prefix\` text DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`project_submissions_id\` integer REFERENCES project_submissions(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`certificates_id\` integer REFERENCES certificates(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`assessment_attempts_id\` integer REFERENCES assessment_attempts(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_project_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`project_submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_certificates_id_idx\` ON \`payload_locked_documents_rels\` (\`certificates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_assessment_attempts_id_idx\` ON \`payload_locked_documents_rels\` (\`assessment_attempts_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`courses_assessment_questions_options\`;`)
  await db.run(sql`DROP TABLE \`courses_assessment_questions\`;`)
  await db.run(sql`DROP TABLE \`_courses_v_version_assessment_questions_options\`;`)
  await db.run(sql`DROP TABLE \`_courses_v_version_assessment_questions\`;`)
  await db.run(sql`DROP TABLE \`project_submissions\`;`)
  await db.run(sql`DROP TABLE \`certificates\`;`)
  await db.run(sql`DROP TABLE \`assessment_attempts\`;`)
  await db.run(sql`DROP TABLE \`home_page\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v\`;`)
  await db.run(sql`DROP TABLE \`about_page_values_items\`;`)
  await db.run(sql`DROP TABLE \`about_page_leadership_leaders\`;`)
  await db.run(sql`DROP TABLE \`about_page\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_values_items\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_leadership_leaders\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v\`;`)
  await db.run(sql`DROP TABLE \`contact_page_faq_items\`;`)
  await db.run(sql`DROP TABLE \`contact_page\`;`)
  await db.run(sql`DROP TABLE \`_contact_page_v_version_faq_items\`;`)
  await db.run(sql`DROP TABLE \`_contact_page_v\`;`)
  await db.run(sql`DROP TABLE \`workgroups_page_schedule_weeks\`;`)
  await db.run(sql`DROP TABLE \`workgroups_page_milestones_items\`;`)
  await db.run(sql`DROP TABLE \`workgroups_page\`;`)
  await db.run(sql`DROP TABLE \`workgroups_page_texts\`;`)
  await db.run(sql`DROP TABLE \`_workgroups_page_v_version_schedule_weeks\`;`)
  await db.run(sql`DROP TABLE \`_workgroups_page_v_version_milestones_items\`;`)
  await db.run(sql`DROP TABLE \`_workgroups_page_v\`;`)
  await db.run(sql`DROP TABLE \`_workgroups_page_v_texts\`;`)
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
  	FOREIGN KEY (\`service_requests_id\`) REFERENCES \`service_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscribers_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "services_id", "courses_id", "projects_id", "reviews_id", "media_id", "users_id", "enrollments_id", "service_requests_id", "leads_id", "subscribers_id") SELECT "id", "order", "parent_id", "path", "services_id", "courses_id", "projects_id", "reviews_id", "media_id", "users_id", "enrollments_id", "service_requests_id", "leads_id", "subscribers_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_service_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`service_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`)
  await db.run(sql`ALTER TABLE \`courses\` DROP COLUMN \`assessment_pass_mark\`;`)
  await db.run(sql`ALTER TABLE \`_courses_v\` DROP COLUMN \`version_assessment_pass_mark\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`_objectkey\`;`)
}
