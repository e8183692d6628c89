import { Migration } from '@mikro-orm/migrations';

export class Migration20261122080022_initial extends Migration {

  override name = 'Migration20261122080022_initial';

  override up(): void | Promise<void> {
    this.addSql(`create table "login_attempts" ("key" varchar(255) not null, "points" int not null default 0, "expire" bigint null, primary key ("key"));`);

    this.addSql(`create table "organizations" ("id" serial primary key, "name" varchar(100) not null, "description" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);

    this.addSql(`create table "modules" ("id" serial primary key, "organization_id" int not null, "name" varchar(100) not null, "description" text not null, "category" text not null, "fields" jsonb not null, "html_content" text not null default '', "starter_key" varchar(50) null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "modules_organization_id_index" on "modules" ("organization_id");`);
    this.addSql(`alter table "modules" add constraint "modules_organization_id_starter_key_unique" unique ("organization_id", "starter_key");`);
    this.addSql(`alter table "modules" add constraint "modules_category_check" check ("category" in ('header', 'body', 'footer'));`);

    this.addSql(`create table "session" ("sid" varchar not null, "sess" json not null, "expire" timestamp(6) not null, primary key ("sid"));`);
    this.addSql(`create index "IDX_session_expire" on "session" ("expire");`);

    this.addSql(`create table "users" ("id" serial primary key, "email" varchar(255) not null, "password_hash" varchar(255) not null, "first_name" varchar(100) not null, "last_name" varchar(100) not null, "role" text not null default 'viewer', "organization_id" int null, "is_active" boolean not null default true, "pending_setup" boolean not null default false, "last_login" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(`alter table "users" add constraint "users_role_check" check ("role" in ('admin', 'manager', 'editor', 'viewer'));`);

    this.addSql(`alter table "modules" add constraint "modules_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete cascade;`);

    this.addSql(`alter table "users" add constraint "users_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete cascade;`);
  }

}
