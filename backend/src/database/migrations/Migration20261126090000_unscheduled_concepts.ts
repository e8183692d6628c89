import { Migration } from '@mikro-orm/migrations';

/** The calendar's Unscheduled Content, a page at a time: the planned concepts with no date. */
export class Migration20261126090000_unscheduled_concepts extends Migration {
  override name = 'Migration20261126090000_unscheduled_concepts';

  override async up(): Promise<void> {
    this.addSql(
      `create index "email_concepts_planned_unscheduled_index" on "email_concepts" ("organization_id", "id") where selected = true and rejected = false and scheduled_date is null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "email_concepts_planned_unscheduled_index";`);
  }
}
