import { Migration } from '@mikro-orm/migrations';

/** Campaign approval: each campaign's status, its comments, and its outside reviewers' share links. */
export class Migration20261126071000_campaign_approval extends Migration {

  override name = 'Migration20261126071000_campaign_approval';

  override up(): void | Promise<void> {
    this.addSql(`alter table "campaigns" add "status" varchar(24) not null default 'draft';`);

    this.addSql(`create table "campaign_comments" ("id" serial primary key, "organization_id" int not null, "campaign_id" int not null, "instance_id" varchar(200) null, "author_kind" varchar(16) not null, "author_user_id" int null, "author_name" varchar(200) not null, "body" text not null, "decision" varchar(24) null, "created_at" timestamptz not null);`);
    this.addSql(`create index "campaign_comments_organization_id_campaign_id_id_index" on "campaign_comments" ("organization_id", "campaign_id", "id");`);
    this.addSql(`alter table "campaign_comments" add constraint "campaign_comments_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "campaign_comments" add constraint "campaign_comments_campaign_id_foreign" foreign key ("campaign_id") references "campaigns" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "campaign_comments" add constraint "campaign_comments_author_user_id_foreign" foreign key ("author_user_id") references "users" ("id") on update cascade on delete set null;`);

    this.addSql(`create table "campaign_review_links" ("id" serial primary key, "organization_id" int not null, "campaign_id" int not null, "token_hash" varchar(64) not null, "created_by_user_id" int null, "expires_at" timestamptz not null, "revoked_at" timestamptz null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "campaign_review_links" add constraint "campaign_review_links_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "campaign_review_links_organization_id_campaign_id_id_index" on "campaign_review_links" ("organization_id", "campaign_id", "id");`);
    this.addSql(`alter table "campaign_review_links" add constraint "campaign_review_links_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "campaign_review_links" add constraint "campaign_review_links_campaign_id_foreign" foreign key ("campaign_id") references "campaigns" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "campaign_review_links" add constraint "campaign_review_links_created_by_user_id_foreign" foreign key ("created_by_user_id") references "users" ("id") on update cascade on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "campaign_review_links" cascade;`);
    this.addSql(`drop table if exists "campaign_comments" cascade;`);
    this.addSql(`alter table "campaigns" drop column "status";`);
  }

}
