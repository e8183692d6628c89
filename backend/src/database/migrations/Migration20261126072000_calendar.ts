import { Migration } from '@mikro-orm/migrations';

/** The countries of the brand kit, the calendar's clash rules and its placeholders. */
export class Migration20261126072000_calendar extends Migration {

  override name = 'Migration20261126072000_calendar';

  override up(): void | Promise<void> {
    this.addSql(`alter table "brand_settings" add "countries" jsonb null;`);
    this.addSql(`create table "calendar_settings" ("id" serial primary key, "organization_id" int not null, "same_day_clash" boolean not null default true, "promotion_clash" boolean not null default true, "promotion_window_days" smallint not null default 7, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "calendar_settings" add constraint "calendar_settings_organization_id_unique" unique ("organization_id");`);
    this.addSql(`alter table "calendar_settings" add constraint "calendar_settings_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on update cascade on delete cascade;`);
    this.addSql(`create table "calendar_placeholders" ("id" serial primary key, "organization_id" int not null, "date" date not null, "campaign_type" varchar(50) not null, "note" varchar(500) not null default '', "created_at" timestamptz not null);`);
    this.addSql(`create index "calendar_placeholders_organization_id_index" on "calendar_placeholders" ("organization_id");`);
    this.addSql(`alter table "calendar_placeholders" add constraint "calendar_placeholders_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "calendar_placeholders" cascade;`);
    this.addSql(`drop table if exists "calendar_settings" cascade;`);
    this.addSql(`alter table "brand_settings" drop column "countries";`);
  }

}
