import { Migration } from '@mikro-orm/migrations';

/** The version every change of a campaign or a concept raises (docs/decisions.md#edit-conflicts). */
export class Migration20261126070731_edit_versions extends Migration {

  override name = 'Migration20261126070731_edit_versions';

  override up(): void | Promise<void> {
    this.addSql(`alter table "campaigns" add "version" int not null default 1;`);
    this.addSql(`alter table "email_concepts" add "version" int not null default 1;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "campaigns" drop column "version";`);
    this.addSql(`alter table "email_concepts" drop column "version";`);
  }

}
