import { Migration } from '@mikro-orm/migrations';

export class Migration20261126074000_invitations extends Migration {

  override name = 'Migration20261126074000_invitations';

  override up(): void | Promise<void> {
    this.addSql(`create table "invitations" ("id" serial primary key, "organization_id" int not null, "email" varchar(255) not null, "role" text not null, "token_hash" varchar(64) not null, "status" text not null default 'pending', "invited_by_id" int null, "accepted_by_id" int null, "accepted_at" timestamptz null, "expires_at" timestamptz not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "invitations" add constraint "invitations_role_check" check ("role" in ('admin', 'manager', 'editor', 'viewer'));`);
    this.addSql(`alter table "invitations" add constraint "invitations_status_check" check ("status" in ('pending', 'accepted', 'revoked', 'replaced'));`);
    this.addSql(`alter table "invitations" add constraint "invitations_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "invitations_organization_id_status_index" on "invitations" ("organization_id", "status");`);
    this.addSql(`alter table "invitations" add constraint "invitations_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete cascade;`);
    this.addSql(`alter table "invitations" add constraint "invitations_invited_by_id_foreign" foreign key ("invited_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "invitations" add constraint "invitations_accepted_by_id_foreign" foreign key ("accepted_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`create index "users_organization_id_index" on "users" ("organization_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "users_organization_id_index";`);
    this.addSql(`drop table if exists "invitations" cascade;`);
  }

}
