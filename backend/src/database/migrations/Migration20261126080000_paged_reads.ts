import { Migration } from '@mikro-orm/migrations';

/** The indexes of the screens' paged reads: the campaign table's orders, a category's page, the calendar's days. */
export class Migration20261126080000_paged_reads extends Migration {
  override name = 'Migration20261126080000_paged_reads';

  override async up(): Promise<void> {
    this.addSql(`create index "campaigns_organization_id_updated_at_id_index" on "campaigns" ("organization_id", "updated_at", "id");`);
    this.addSql(`create index "campaigns_organization_id_name_id_index" on "campaigns" ("organization_id", "name", "id");`);
    this.addSql(`create index "email_concepts_organization_id_campaign_type_id_index" on "email_concepts" ("organization_id", "campaign_type", "id");`);
    this.addSql(`create index "email_concepts_organization_id_scheduled_date_index" on "email_concepts" ("organization_id", "scheduled_date");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "campaigns_organization_id_updated_at_id_index";`);
    this.addSql(`drop index "campaigns_organization_id_name_id_index";`);
    this.addSql(`drop index "email_concepts_organization_id_campaign_type_id_index";`);
    this.addSql(`drop index "email_concepts_organization_id_scheduled_date_index";`);
  }
}
