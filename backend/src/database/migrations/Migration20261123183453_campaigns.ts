import { Migration } from '@mikro-orm/migrations';

export class Migration20261123183453_campaigns extends Migration {

  override name = 'Migration20261123183453_campaigns';

  override up(): void | Promise<void> {
    this.addSql(`alter table "campaigns" add "subject" varchar(200) not null default '', add "preview_text" varchar(200) not null default '', add "goal" text not null default '', add "subject_line_options" jsonb not null default '[]', add "preview_text_options" jsonb not null default '[]', add "content" jsonb not null default '{}', add "module_order" jsonb not null default '[]', add "module_instances" jsonb not null default '[]', add "updated_at" timestamptz not null default now();`);
    this.addSql(`create index "campaigns_organization_id_created_at_id_index" on "campaigns" ("organization_id", "created_at", "id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "campaigns_organization_id_created_at_id_index";`);
    this.addSql(`alter table "campaigns" drop column "subject", drop column "preview_text", drop column "goal", drop column "subject_line_options", drop column "preview_text_options", drop column "content", drop column "module_order", drop column "module_instances", drop column "updated_at";`);
  }

}
