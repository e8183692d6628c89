import { Migration } from '@mikro-orm/migrations';

/** The calendar's secret feeds and share links, and the feed's per-concept SEQUENCE. */
export class Migration20261126071500_calendar_sharing extends Migration {

  override name = 'Migration20261126071500_calendar_sharing';

  override up(): void | Promise<void> {
    this.addSql(`create table "calendar_links" ("id" serial primary key, "organization_id" int not null, "kind" text check ("kind" in ('feed', 'share')) not null, "token_hash" varchar(64) not null, "label" varchar(100) null, "expires_at" timestamptz null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "calendar_links" add constraint "calendar_links_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "calendar_links_organization_id_kind_index" on "calendar_links" ("organization_id", "kind");`);
    this.addSql(`alter table "calendar_links" add constraint "calendar_links_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "calendar_feed_items" ("id" serial primary key, "organization_id" int not null, "concept_id" int not null, "scheduled_date" date null, "sequence" int not null default 0, "changed_at" timestamptz not null);`);
    this.addSql(`create index "calendar_feed_items_organization_id_index" on "calendar_feed_items" ("organization_id");`);
    this.addSql(`alter table "calendar_feed_items" add constraint "calendar_feed_items_concept_id_unique" unique ("concept_id");`);
    this.addSql(`alter table "calendar_feed_items" add constraint "calendar_feed_items_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "calendar_feed_items" add constraint "calendar_feed_items_concept_id_foreign" foreign key ("concept_id") references "email_concepts" ("id") on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "calendar_feed_items" cascade;`);
    this.addSql(`drop table if exists "calendar_links" cascade;`);
  }

}
