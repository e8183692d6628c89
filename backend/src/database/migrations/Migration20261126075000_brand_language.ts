import { Migration } from '@mikro-orm/migrations';

export class Migration20261126075000_brand_language extends Migration {

  override name = 'Migration20261126075000_brand_language';

  override up(): void | Promise<void> {
    this.addSql(`alter table "brand_settings" add column "language" varchar(35) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "brand_settings" drop column "language";`);
  }

}
