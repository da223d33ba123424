import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`data_analysis_page_pathways_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`data_analysis_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`data_analysis_page_pathways_items_order_idx\` ON \`data_analysis_page_pathways_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`data_analysis_page_pathways_items_parent_id_idx\` ON \`data_analysis_page_pathways_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`data_analysis_page_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`data_analysis_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`data_analysis_page_faq_items_order_idx\` ON \`data_analysis_page_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`data_analysis_page_faq_items_parent_id_idx\` ON \`data_analysis_page_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`data_analysis_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hero_eyebrow\` text,
  	\`hero_headline\` text,
  	\`hero_lead\` text,
  	\`hero_image_id\` integer,
  	\`pathways_eyebrow\` text,
  	\`pathways_heading\` text,
  	\`pathways_description\` text,
  	\`wizard_eyebrow\` text,
  	\`wizard_heading\` text,
  	\`wizard_description\` text,
  	\`regional_pricing_eyebrow\` text,
  	\`regional_pricing_heading\` text,
  	\`regional_pricing_description\` text,
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
  await db.run(sql`CREATE INDEX \`data_analysis_page_hero_hero_image_idx\` ON \`data_analysis_page\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`data_analysis_page_meta_meta_image_idx\` ON \`data_analysis_page\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`data_analysis_page__status_idx\` ON \`data_analysis_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_data_analysis_page_v_version_pathways_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_data_analysis_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_data_analysis_page_v_version_pathways_items_order_idx\` ON \`_data_analysis_page_v_version_pathways_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_data_analysis_page_v_version_pathways_items_parent_id_idx\` ON \`_data_analysis_page_v_version_pathways_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_data_analysis_page_v_version_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_data_analysis_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_data_analysis_page_v_version_faq_items_order_idx\` ON \`_data_analysis_page_v_version_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_data_analysis_page_v_version_faq_items_parent_id_idx\` ON \`_data_analysis_page_v_version_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_data_analysis_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_hero_eyebrow\` text,
  	\`version_hero_headline\` text,
  	\`version_hero_lead\` text,
  	\`version_hero_image_id\` integer,
  	\`version_pathways_eyebrow\` text,
  	\`version_pathways_heading\` text,
  	\`version_pathways_description\` text,
  	\`version_wizard_eyebrow\` text,
  	\`version_wizard_heading\` text,
  	\`version_wizard_description\` text,
  	\`version_regional_pricing_eyebrow\` text,
  	\`version_regional_pricing_heading\` text,
  	\`version_regional_pricing_description\` text,
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
  await db.run(sql`CREATE INDEX \`_data_analysis_page_v_version_hero_version_hero_image_idx\` ON \`_data_analysis_page_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_data_analysis_page_v_version_meta_version_meta_image_idx\` ON \`_data_analysis_page_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_data_analysis_page_v_version_version__status_idx\` ON \`_data_analysis_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_data_analysis_page_v_created_at_idx\` ON \`_data_analysis_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_data_analysis_page_v_updated_at_idx\` ON \`_data_analysis_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_data_analysis_page_v_latest_idx\` ON \`_data_analysis_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_data_analysis_page_v_autosave_idx\` ON \`_data_analysis_page_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`research_services_page_workgroups_phases\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`research_services_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`research_services_page_workgroups_phases_order_idx\` ON \`research_services_page_workgroups_phases\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`research_services_page_workgroups_phases_parent_id_idx\` ON \`research_services_page_workgroups_phases\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`research_services_page_a_la_carte_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`service\` text,
  	\`title\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`research_services_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`research_services_page_a_la_carte_items_order_idx\` ON \`research_services_page_a_la_carte_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`research_services_page_a_la_carte_items_parent_id_idx\` ON \`research_services_page_a_la_carte_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`research_services_page_tracker_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`status\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`research_services_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`research_services_page_tracker_items_order_idx\` ON \`research_services_page_tracker_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`research_services_page_tracker_items_parent_id_idx\` ON \`research_services_page_tracker_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`research_services_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hero_eyebrow\` text,
  	\`hero_headline\` text,
  	\`hero_lead\` text,
  	\`hero_image_id\` integer,
  	\`options_eyebrow\` text,
  	\`options_heading\` text,
  	\`options_description\` text,
  	\`workgroups_eyebrow\` text,
  	\`workgroups_heading\` text,
  	\`workgroups_description\` text,
  	\`community_eyebrow\` text,
  	\`community_heading\` text,
  	\`community_description\` text,
  	\`a_la_carte_eyebrow\` text,
  	\`a_la_carte_heading\` text,
  	\`a_la_carte_description\` text,
  	\`tracker_eyebrow\` text,
  	\`tracker_heading\` text,
  	\`tracker_description\` text,
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
  await db.run(sql`CREATE INDEX \`research_services_page_hero_hero_image_idx\` ON \`research_services_page\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`research_services_page_meta_meta_image_idx\` ON \`research_services_page\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`research_services_page__status_idx\` ON \`research_services_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_research_services_page_v_version_workgroups_phases\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_research_services_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_research_services_page_v_version_workgroups_phases_order_idx\` ON \`_research_services_page_v_version_workgroups_phases\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_research_services_page_v_version_workgroups_phases_parent_id_idx\` ON \`_research_services_page_v_version_workgroups_phases\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_research_services_page_v_version_a_la_carte_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`service\` text,
  	\`title\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_research_services_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_research_services_page_v_version_a_la_carte_items_order_idx\` ON \`_research_services_page_v_version_a_la_carte_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_research_services_page_v_version_a_la_carte_items_parent_id_idx\` ON \`_research_services_page_v_version_a_la_carte_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_research_services_page_v_version_tracker_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`status\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_research_services_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_research_services_page_v_version_tracker_items_order_idx\` ON \`_research_services_page_v_version_tracker_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_research_services_page_v_version_tracker_items_parent_id_idx\` ON \`_research_services_page_v_version_tracker_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_research_services_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_hero_eyebrow\` text,
  	\`version_hero_headline\` text,
  	\`version_hero_lead\` text,
  	\`version_hero_image_id\` integer,
  	\`version_options_eyebrow\` text,
  	\`version_options_heading\` text,
  	\`version_options_description\` text,
  	\`version_workgroups_eyebrow\` text,
  	\`version_workgroups_heading\` text,
  	\`version_workgroups_description\` text,
  	\`version_community_eyebrow\` text,
  	\`version_community_heading\` text,
  	\`version_community_description\` text,
  	\`version_a_la_carte_eyebrow\` text,
  	\`version_a_la_carte_heading\` text,
  	\`version_a_la_carte_description\` text,
  	\`version_tracker_eyebrow\` text,
  	\`version_tracker_heading\` text,
  	\`version_tracker_description\` text,
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
  await db.run(sql`CREATE INDEX \`_research_services_page_v_version_hero_version_hero_imag_idx\` ON \`_research_services_page_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_research_services_page_v_version_meta_version_meta_imag_idx\` ON \`_research_services_page_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_research_services_page_v_version_version__status_idx\` ON \`_research_services_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_research_services_page_v_created_at_idx\` ON \`_research_services_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_research_services_page_v_updated_at_idx\` ON \`_research_services_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_research_services_page_v_latest_idx\` ON \`_research_services_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_research_services_page_v_autosave_idx\` ON \`_research_services_page_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`pricing_page_plans\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`plan\` text,
  	\`tagline\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pricing_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pricing_page_plans_order_idx\` ON \`pricing_page_plans\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pricing_page_plans_parent_id_idx\` ON \`pricing_page_plans\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pricing_page_discounts_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`discount\` text,
  	\`title\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pricing_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pricing_page_discounts_cards_order_idx\` ON \`pricing_page_discounts_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pricing_page_discounts_cards_parent_id_idx\` ON \`pricing_page_discounts_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pricing_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hero_eyebrow\` text,
  	\`hero_headline\` text,
  	\`hero_lead\` text,
  	\`hero_image_id\` integer,
  	\`discounts_eyebrow\` text,
  	\`discounts_heading\` text,
  	\`discounts_description\` text,
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
  await db.run(sql`CREATE INDEX \`pricing_page_hero_hero_image_idx\` ON \`pricing_page\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pricing_page_meta_meta_image_idx\` ON \`pricing_page\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pricing_page__status_idx\` ON \`pricing_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`pricing_page_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pricing_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pricing_page_texts_order_parent\` ON \`pricing_page_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pricing_page_v_version_plans\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`plan\` text,
  	\`tagline\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pricing_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pricing_page_v_version_plans_order_idx\` ON \`_pricing_page_v_version_plans\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_page_v_version_plans_parent_id_idx\` ON \`_pricing_page_v_version_plans\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pricing_page_v_version_discounts_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`discount\` text,
  	\`title\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pricing_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pricing_page_v_version_discounts_cards_order_idx\` ON \`_pricing_page_v_version_discounts_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_page_v_version_discounts_cards_parent_id_idx\` ON \`_pricing_page_v_version_discounts_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pricing_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_hero_eyebrow\` text,
  	\`version_hero_headline\` text,
  	\`version_hero_lead\` text,
  	\`version_hero_image_id\` integer,
  	\`version_discounts_eyebrow\` text,
  	\`version_discounts_heading\` text,
  	\`version_discounts_description\` text,
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
  await db.run(sql`CREATE INDEX \`_pricing_page_v_version_hero_version_hero_image_idx\` ON \`_pricing_page_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_page_v_version_meta_version_meta_image_idx\` ON \`_pricing_page_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_page_v_version_version__status_idx\` ON \`_pricing_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_page_v_created_at_idx\` ON \`_pricing_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_page_v_updated_at_idx\` ON \`_pricing_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_page_v_latest_idx\` ON \`_pricing_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_page_v_autosave_idx\` ON \`_pricing_page_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_pricing_page_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pricing_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pricing_page_v_texts_order_parent\` ON \`_pricing_page_v_texts\` (\`order\`,\`parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`data_analysis_page_pathways_items\`;`)
  await db.run(sql`DROP TABLE \`data_analysis_page_faq_items\`;`)
  await db.run(sql`DROP TABLE \`data_analysis_page\`;`)
  await db.run(sql`DROP TABLE \`_data_analysis_page_v_version_pathways_items\`;`)
  await db.run(sql`DROP TABLE \`_data_analysis_page_v_version_faq_items\`;`)
  await db.run(sql`DROP TABLE \`_data_analysis_page_v\`;`)
  await db.run(sql`DROP TABLE \`research_services_page_workgroups_phases\`;`)
  await db.run(sql`DROP TABLE \`research_services_page_a_la_carte_items\`;`)
  await db.run(sql`DROP TABLE \`research_services_page_tracker_items\`;`)
  await db.run(sql`DROP TABLE \`research_services_page\`;`)
  await db.run(sql`DROP TABLE \`_research_services_page_v_version_workgroups_phases\`;`)
  await db.run(sql`DROP TABLE \`_research_services_page_v_version_a_la_carte_items\`;`)
  await db.run(sql`DROP TABLE \`_research_services_page_v_version_tracker_items\`;`)
  await db.run(sql`DROP TABLE \`_research_services_page_v\`;`)
  await db.run(sql`DROP TABLE \`pricing_page_plans\`;`)
  await db.run(sql`DROP TABLE \`pricing_page_discounts_cards\`;`)
  await db.run(sql`DROP TABLE \`pricing_page\`;`)
  await db.run(sql`DROP TABLE \`pricing_page_texts\`;`)
  await db.run(sql`DROP TABLE \`_pricing_page_v_version_plans\`;`)
  await db.run(sql`DROP TABLE \`_pricing_page_v_version_discounts_cards\`;`)
  await db.run(sql`DROP TABLE \`_pricing_page_v\`;`)
  await db.run(sql`DROP TABLE \`_pricing_page_v_texts\`;`)
}
