import { Migration } from '@mikro-orm/migrations';

export class Migration20261123160810_brand extends Migration {

  override name = 'Migration20261123160810_brand';

  override up(): void | Promise<void> {
    this.addSql(`create table "brand_settings" ("id" serial primary key, "organization_id" int not null, "name" varchar(100) not null, "website_url" varchar(255) null, "typography" jsonb not null, "colors" jsonb not null, "brand_guide" jsonb null, "email_strategy" jsonb null, "business_context" jsonb null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "brand_settings" add constraint "brand_settings_organization_id_unique" unique ("organization_id");`);

    this.addSql(`create table "brand_files" ("id" serial primary key, "organization_id" int not null, "kind" varchar(30) not null, "filename" varchar(255) not null, "mimetype" varchar(255) not null, "size" int not null, "text" text not null, "text_extracted" boolean not null, "data" bytea not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "brand_files_organization_id_index" on "brand_files" ("organization_id");`);
    this.addSql(`alter table "brand_files" add constraint "brand_files_organization_id_kind_unique" unique ("organization_id", "kind");`);

    this.addSql(`alter table "brand_settings" add constraint "brand_settings_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete cascade;`);

    this.addSql(`alter table "brand_files" add constraint "brand_files_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "brand_settings" cascade;`);
    this.addSql(`drop table if exists "brand_files" cascade;`);
  }

}
