import { Migration } from '@mikro-orm/migrations';

/** The region chosen for each of the brand's countries whose holidays differ by region. */
export class Migration20261128023000_brand_regions extends Migration {

  override name = 'Migration20261128023000_brand_regions';

  override up(): void | Promise<void> {
    this.addSql(`alter table "brand_settings" add column "regions" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "brand_settings" drop column "regions";`);
  }

}
