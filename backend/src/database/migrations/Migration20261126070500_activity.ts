import { Migration } from '@mikro-orm/migrations';

/** The organization's history (activities) and its "approval required" setting. */
export class Migration20261126070500_activity extends Migration {

  override name = 'Migration20261126070500_activity';

  override up(): void | Promise<void> {
    this.addSql(`create table "activities" ("id" serial primary key, "organization_id" int not null, "actor_kind" varchar(16) not null, "actor_user_id" int null, "actor_name" varchar(200) not null, "subject_type" varchar(16) not null, "subject_id" int null, "subject_name" varchar(200) null, "action" varchar(64) not null, "detail" text null, "created_at" timestamptz not null);`);
    this.addSql(`create index "activities_organization_id_id_index" on "activities" ("organization_id", "id");`);
    this.addSql(`create index "activities_organization_id_subject_type_subject_id_id_index" on "activities" ("organization_id", "subject_type", "subject_id", "id");`);
    this.addSql(`alter table "activities" add constraint "activities_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "activities" add constraint "activities_actor_user_id_foreign" foreign key ("actor_user_id") references "users" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "organizations" add "approval_required" boolean not null default false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "organizations" drop column "approval_required";`);
    this.addSql(`drop table if exists "activities" cascade;`);
  }

}
