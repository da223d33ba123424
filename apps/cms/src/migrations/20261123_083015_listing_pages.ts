import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`courses_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hero_eyebrow\` text,
  	\`hero_headline\` text,
  	\`hero_lead\` text,
  	\`hero_image_id\` integer,
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
  await db.run(sql`CREATE INDEX \`courses_page_hero_hero_image_idx\` ON \`courses_page\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`courses_page_meta_meta_image_idx\` ON \`courses_page\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`courses_page__status_idx\` ON \`courses_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_courses_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_hero_eyebrow\` text,
  	\`version_hero_headline\` text,
  	\`version_hero_lead\` text,
  	\`version_hero_image_id\` integer,
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
  await db.run(sql`CREATE INDEX \`_courses_page_v_version_hero_version_hero_image_idx\` ON \`_courses_page_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_courses_page_v_version_meta_version_meta_image_idx\` ON \`_courses_page_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_courses_page_v_version_version__status_idx\` ON \`_courses_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_courses_page_v_created_at_idx\` ON \`_courses_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_courses_page_v_updated_at_idx\` ON \`_courses_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_courses_page_v_latest_idx\` ON \`_courses_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_courses_page_v_autosave_idx\` ON \`_courses_page_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`portfolio_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hero_eyebrow\` text,
  	\`hero_headline\` text,
  	\`hero_lead\` text,
  	\`hero_image_id\` integer,
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
  await db.run(sql`CREATE INDEX \`portfolio_page_hero_hero_image_idx\` ON \`portfolio_page\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`portfolio_page_meta_meta_image_idx\` ON \`portfolio_page\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`portfolio_page__status_idx\` ON \`portfolio_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_portfolio_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_hero_eyebrow\` text,
  	\`version_hero_headline\` text,
  	\`version_hero_lead\` text,
  	\`version_hero_image_id\` integer,
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
  await db.run(sql`CREATE INDEX \`_portfolio_page_v_version_hero_version_hero_image_idx\` ON \`_portfolio_page_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_portfolio_page_v_version_meta_version_meta_image_idx\` ON \`_portfolio_page_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_portfolio_page_v_version_version__status_idx\` ON \`_portfolio_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_portfolio_page_v_created_at_idx\` ON \`_portfolio_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_portfolio_page_v_updated_at_idx\` ON \`_portfolio_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_portfolio_page_v_latest_idx\` ON \`_portfolio_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_portfolio_page_v_autosave_idx\` ON \`_portfolio_page_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`reviews_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hero_eyebrow\` text,
  	\`hero_headline\` text,
  	\`hero_lead\` text,
  	\`hero_image_id\` integer,
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
  await db.run(sql`CREATE INDEX \`reviews_page_hero_hero_image_idx\` ON \`reviews_page\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`reviews_page_meta_meta_image_idx\` ON \`reviews_page\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`reviews_page__status_idx\` ON \`reviews_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_reviews_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_hero_eyebrow\` text,
  	\`version_hero_headline\` text,
  	\`version_hero_lead\` text,
  	\`version_hero_image_id\` integer,
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
  await db.run(sql`CREATE INDEX \`_reviews_page_v_version_hero_version_hero_image_idx\` ON \`_reviews_page_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_reviews_page_v_version_meta_version_meta_image_idx\` ON \`_reviews_page_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_reviews_page_v_version_version__status_idx\` ON \`_reviews_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_reviews_page_v_created_at_idx\` ON \`_reviews_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_reviews_page_v_updated_at_idx\` ON \`_reviews_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_reviews_page_v_latest_idx\` ON \`_reviews_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_reviews_page_v_autosave_idx\` ON \`_reviews_page_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`journal_selection_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hero_eyebrow\` text,
  	\`hero_headline\` text,
  	\`hero_lead\` text,
  	\`hero_image_id\` integer,
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
  await db.run(sql`CREATE INDEX \`journal_selection_page_hero_hero_image_idx\` ON \`journal_selection_page\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`journal_selection_page_meta_meta_image_idx\` ON \`journal_selection_page\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`journal_selection_page__status_idx\` ON \`journal_selection_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_journal_selection_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_hero_eyebrow\` text,
  	\`version_hero_headline\` text,
  	\`version_hero_lead\` text,
  	\`version_hero_image_id\` integer,
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
  await db.run(sql`CREATE INDEX \`_journal_selection_page_v_version_hero_version_hero_imag_idx\` ON \`_journal_selection_page_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_journal_selection_page_v_version_meta_version_meta_imag_idx\` ON \`_journal_selection_page_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_journal_selection_page_v_version_version__status_idx\` ON \`_journal_selection_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_journal_selection_page_v_created_at_idx\` ON \`_journal_selection_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_journal_selection_page_v_updated_at_idx\` ON \`_journal_selection_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_journal_selection_page_v_latest_idx\` ON \`_journal_selection_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_journal_selection_page_v_autosave_idx\` ON \`_journal_selection_page_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`research_writer_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hero_eyebrow\` text,
  	\`hero_headline\` text,
  	\`hero_lead\` text,
  	\`hero_image_id\` integer,
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
  await db.run(sql`CREATE INDEX \`research_writer_page_hero_hero_image_idx\` ON \`research_writer_page\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`research_writer_page_meta_meta_image_idx\` ON \`research_writer_page\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`research_writer_page__status_idx\` ON \`research_writer_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_research_writer_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_hero_eyebrow\` text,
  	\`version_hero_headline\` text,
  	\`version_hero_lead\` text,
  	\`version_hero_image_id\` integer,
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
  await db.run(sql`CREATE INDEX \`_research_writer_page_v_version_hero_version_hero_image_idx\` ON \`_research_writer_page_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_research_writer_page_v_version_meta_version_meta_image_idx\` ON \`_research_writer_page_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_research_writer_page_v_version_version__status_idx\` ON \`_research_writer_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_research_writer_page_v_created_at_idx\` ON \`_research_writer_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_research_writer_page_v_updated_at_idx\` ON \`_research_writer_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_research_writer_page_v_latest_idx\` ON \`_research_writer_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_research_writer_page_v_autosave_idx\` ON \`_research_writer_page_v\` (\`autosave\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`courses_page\`;`)
  await db.run(sql`DROP TABLE \`_courses_page_v\`;`)
  await db.run(sql`DROP TABLE \`portfolio_page\`;`)
  await db.run(sql`DROP TABLE \`_portfolio_page_v\`;`)
  await db.run(sql`DROP TABLE \`reviews_page\`;`)
  await db.run(sql`DROP TABLE \`_reviews_page_v\`;`)
  await db.run(sql`DROP TABLE \`journal_selection_page\`;`)
  await db.run(sql`DROP TABLE \`_journal_selection_page_v\`;`)
  await db.run(sql`DROP TABLE \`research_writer_page\`;`)
  await db.run(sql`DROP TABLE \`_research_writer_page_v\`;`)
}
