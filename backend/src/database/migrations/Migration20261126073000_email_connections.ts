import { Migration } from '@mikro-orm/migrations';

/** Connections to email services (their keys encrypted) and where each campaign stands in them. */
export class Migration20261126073000_email_connections extends Migration {

  override name = 'Migration20261126073000_email_connections';

  override up(): void | Promise<void> {
    this.addSql(`create table "email_connections" ("id" serial primary key, "organization_id" int not null, "service" varchar(20) not null, "encrypted_key" text not null, "key_last4" varchar(4) not null, "data_center" varchar(20) null, "account_name" varchar(200) null, "last_tested_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "email_connections_organization_id_index" on "email_connections" ("organization_id");`);
    this.addSql(`alter table "email_connections" add constraint "email_connections_organization_id_service_unique" unique ("organization_id", "service");`);
    this.addSql(`alter table "email_connections" add constraint "email_connections_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "campaign_pushes" ("id" serial primary key, "organization_id" int not null, "campaign_id" int not null, "service" varchar(20) not null, "audience_id" varchar(100) not null, "audience_name" varchar(200) null, "from_name" varchar(100) null, "reply_to" varchar(254) null, "remote_template_id" varchar(100) null, "remote_campaign_id" varchar(100) null, "remote_message_id" varchar(100) null, "remote_web_id" varchar(40) null, "data_center" varchar(20) null, "status" varchar(20) not null default 'queued', "error" text null, "job_id" varchar(120) null, "pushed_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "campaign_pushes_organization_id_index" on "campaign_pushes" ("organization_id");`);
    this.addSql(`alter table "campaign_pushes" add constraint "campaign_pushes_campaign_id_service_unique" unique ("campaign_id", "service");`);
    this.addSql(`alter table "campaign_pushes" add constraint "campaign_pushes_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "campaign_pushes" add constraint "campaign_pushes_campaign_id_foreign" foreign key ("campaign_id") references "campaigns" ("id") on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "campaign_pushes" cascade;`);
    this.addSql(`drop table if exists "email_connections" cascade;`);
  }

}
