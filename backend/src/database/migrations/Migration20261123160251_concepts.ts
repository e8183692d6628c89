import { Migration } from '@mikro-orm/migrations';

export class Migration20261123160251_concepts extends Migration {

  override name = 'Migration20261123160251_concepts';

  override up(): void | Promise<void> {
    this.addSql(`create table "campaigns" ("id" serial primary key, "organization_id" int not null, "name" varchar(100) not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "campaigns_organization_id_index" on "campaigns" ("organization_id");`);

    this.addSql(`create table "email_concepts" ("id" serial primary key, "organization_id" int not null, "campaign_type" varchar(50) not null, "title" varchar(200) not null, "core_message" text not null, "strategic_alignment" jsonb not null, "target_audience" text not null, "call_to_action" text not null, "selected" boolean not null default false, "rejected" boolean not null default false, "scheduled_date" date null, "created_at" timestamptz not null, "generation_id" varchar(36) not null, "campaign_id" int null);`);
    this.addSql(`create index "email_concepts_organization_id_index" on "email_concepts" ("organization_id");`);
    this.addSql(`create index "email_concepts_campaign_id_index" on "email_concepts" ("campaign_id");`);
    this.addSql(`create index "email_concepts_organization_id_generation_id_index" on "email_concepts" ("organization_id", "generation_id");`);

    this.addSql(`alter table "campaigns" add constraint "campaigns_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete cascade;`);

    this.addSql(`alter table "email_concepts" add constraint "email_concepts_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete cascade;`);
    this.addSql(`alter table "email_concepts" add constraint "email_concepts_campaign_id_foreign" foreign key ("campaign_id") references "campaigns" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "email_concepts" drop constraint "email_concepts_campaign_id_foreign";`);

    this.addSql(`drop table if exists "campaigns" cascade;`);
    this.addSql(`drop table if exists "email_concepts" cascade;`);
  }

}
